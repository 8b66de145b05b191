/**
 * Whether `el` is laid out and wholly inside the viewport now: the bettor can read all of it. A panel that
 * tells the bettor how their act ended (the bet slip, cash out) says it itself while it is; a toast that
 * repeated it would only cover the page (on a phone, the event's title and score under the frame), so a
 * toast is for a panel the bettor cannot see (scrolled away, another page).
 */
export function whollyOnScreen(el: Element | null | undefined): boolean {
  const view = el?.ownerDocument.defaultView;
  if (!el || !view) return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= view.innerHeight && box.right <= view.innerWidth;
}
