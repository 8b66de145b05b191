"""Draws the casino tile and promotion banner artwork (SVG) shipped in public/. Run: python3 scripts/draw-artwork.py"""
import math, os, re

ROOT = os.path.join(os.path.dirname(__file__), '..', 'public')

def svg(w, h, bg, body):
    a, b = bg
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}">'
            f'<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{a}"/><stop offset="1" stop-color="{b}"/></linearGradient>'
            f'<radialGradient id="s" cx=".7" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>'
            f'<rect width="{w}" height="{h}" fill="url(#g)"/><rect width="{w}" height="{h}" fill="url(#s)"/>{body}</svg>')

def card(x, y, rank, suit, rot=0, w=54, h=76):
    red = suit in '♥♦'
    col = '#c62828' if red else '#1b1f23'
    return (f'<g transform="translate({x} {y}) rotate({rot})"><rect x="{-w/2}" y="{-h/2}" width="{w}" height="{h}" rx="6" fill="#fff" stroke="#0003"/>'
            f'<text x="{-w/2+6}" y="{-h/2+16}" font-family="Georgia,serif" font-size="14" font-weight="700" fill="{col}">{rank}</text>'
            f'<text x="0" y="10" text-anchor="middle" font-size="30" fill="{col}">{suit}</text></g>')

def die(x, y, n, s=44, rot=0):
    pips = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
            5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}[n]
    dots = ''.join(f'<circle cx="{px*s*0.27}" cy="{py*s*0.27}" r="{s*0.08}" fill="{"#c62828" if n in (1, 4) else "#1b1f23"}"/>' for px, py in pips)
    return f'<g transform="translate({x} {y}) rotate({rot})"><rect x="{-s/2}" y="{-s/2}" width="{s}" height="{s}" rx="8" fill="#fff" stroke="#0003"/>{dots}</g>'

def chip(x, y, col, r=16):
    return (f'<g transform="translate({x} {y})"><circle r="{r}" fill="{col}"/><circle r="{r}" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="5 5"/>'
            f'<circle r="{r*0.55}" fill="none" stroke="#fff" stroke-width="1.5"/></g>')

def wheel(cx, cy, r, n=18):
    parts = []
    for i in range(n):
        a0, a1 = 2*math.pi*i/n, 2*math.pi*(i+1)/n
        x0, y0, x1, y1 = cx+r*math.cos(a0), cy+r*math.sin(a0), cx+r*math.cos(a1), cy+r*math.sin(a1)
        col = '#2e7d32' if i == 0 else ('#c62828' if i % 2 else '#1b1f23')
        parts.append(f'<path d="M{cx} {cy} L{x0:.1f} {y0:.1f} A{r} {r} 0 0 1 {x1:.1f} {y1:.1f}Z" fill="{col}"/>')
    parts.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="#d4a017" stroke-width="6"/><circle cx="{cx}" cy="{cy}" r="{r*0.45}" fill="#6d4c41" stroke="#d4a017" stroke-width="3"/>')
    parts.append(f'<circle cx="{cx+r*0.72}" cy="{cy-r*0.3}" r="5" fill="#fff"/>')
    return ''.join(parts)

T = 'font-family="Arial,Helvetica,sans-serif" font-weight="800"'

CASINO = {
    '99.0001': (('#4a148c', '#d81b60'), card(120, 105, 'A', '♠', -18) + card(160, 98, 'K', '♥') + card(200, 105, 'Q', '♦', 18) + f'<text x="160" y="190" text-anchor="middle" {T} font-size="22" fill="#ffd54f">TEEN PATTI</text>'),
    '99.0002': (('#b71c1c', '#ff8f00'), card(95, 100, 'A', '♣', -6) + card(225, 100, 'B', '♠', 6) + card(160, 96, '7', '♥') + f'<text x="95" y="170" text-anchor="middle" {T} font-size="18" fill="#fff">ANDAR</text><text x="225" y="170" text-anchor="middle" {T} font-size="18" fill="#fff">BAHAR</text>'),
    '99.0003': (('#1b5e20', '#c0ca33'), f'<circle cx="100" cy="95" r="46" fill="#c62828"/><text x="100" y="110" text-anchor="middle" {T} font-size="44" fill="#ffd54f">D</text><circle cx="220" cy="95" r="46" fill="#ef6c00"/><text x="220" y="110" text-anchor="middle" {T} font-size="44" fill="#1b1f23">T</text><text x="160" y="104" text-anchor="middle" {T} font-size="20" fill="#fff">VS</text><text x="160" y="190" text-anchor="middle" {T} font-size="22" fill="#fff">DRAGON TIGER</text>'),
    '99.0004': (('#0d47a1', '#00acc1'), f'<text x="160" y="150" text-anchor="middle" font-family="Georgia,serif" font-weight="700" font-size="130" fill="#ffd54f" stroke="#b8860b" stroke-width="3">7</text>' + ''.join(f'<path d="M{x} {y} l4 10 11 1 -8 7 3 11 -10 -6 -10 6 3 -11 -8 -7 11 -1z" fill="#fff" opacity=".85"/>' for x, y in [(70, 50), (250, 60), (60, 150), (255, 150)]) + f'<text x="160" y="205" text-anchor="middle" {T} font-size="20" fill="#fff">LUCKY 7</text>'),
    '99.0005': (('#311b92', '#1e88e5'), card(100, 100, '8', '♠', -20) + card(140, 92, '9', '♥', -7) + card(180, 92, '10', '♣', 7) + card(220, 100, 'J', '♦', 20) + f'<text x="160" y="192" text-anchor="middle" {T} font-size="22" fill="#fff">32 CARDS</text>'),
    '88.0001': (('#b71c1c', '#263238'), '<path d="M30 200 Q140 190 250 70" fill="none" stroke="#ff5252" stroke-width="5"/><path d="M30 200 Q140 190 250 70 L250 200Z" fill="#ff5252" opacity=".2"/>'
                '<g transform="translate(250 68) rotate(-38)"><path d="M-34 0 Q-30 -8 20 -6 L34 0 L20 6 Q-30 8 -34 0Z" fill="#fff"/><path d="M-4 -4 L-14 -30 L4 -30 L10 -5Z" fill="#e53935"/><path d="M-4 4 L-14 30 L4 30 L10 5Z" fill="#e53935"/><path d="M-30 -2 L-38 -16 L-28 -16 L-22 -3Z" fill="#e53935"/></g>'
                f'<text x="40" y="60" {T} font-size="28" fill="#fff">2.47x</text><text x="160" y="228" text-anchor="middle" {T} font-size="18" fill="#fff">AVIATOR</text>'),
    '88.0002': (('#004d40', '#26a69a'), wheel(160, 110, 80) + f'<text x="160" y="225" text-anchor="middle" {T} font-size="18" fill="#fff">ROULETTE</text>'),
    '1000000011': (('#3e2723', '#ff7043'), '<ellipse cx="160" cy="130" rx="130" ry="70" fill="#1b5e20" stroke="#d4a017" stroke-width="6"/><ellipse cx="160" cy="130" rx="95" ry="45" fill="none" stroke="#fff8" stroke-width="2"/>' + card(130, 120, '9', '♥', -8, 40, 56) + card(190, 120, '8', '♠', 8, 40, 56) + chip(70, 130, '#c62828') + chip(250, 130, '#1565c0') + f'<text x="160" y="40" text-anchor="middle" {T} font-size="22" fill="#fff">BACCARAT</text>'),
    '1000000012': (('#263238', '#7c4dff'), card(130, 95, 'A', '♠', -10) + card(170, 95, 'A', '♥', 10) + chip(235, 150, '#2e7d32') + chip(235, 138, '#c62828') + chip(235, 126, '#1565c0') + chip(85, 150, '#ff8f00') + f'<text x="160" y="205" text-anchor="middle" {T} font-size="22" fill="#fff">POKER 20-20</text>'),
    '1000000013': (('#880e4f', '#f06292'), die(105, 100, 5, 56, -12) + die(165, 90, 3, 56, 8) + die(225, 105, 6, 56, -4) + f'<text x="160" y="190" text-anchor="middle" {T} font-size="24" fill="#fff">SIC BO</text>'),
}

def ball(x, y, r, col, seam='#fff'):
    return f'<circle cx="{x}" cy="{y}" r="{r}" fill="{col}"/><path d="M{x-r*0.7} {y-r*0.7} Q{x} {y} {x-r*0.7} {y+r*0.7}M{x+r*0.7} {y-r*0.7} Q{x} {y} {x+r*0.7} {y+r*0.7}" fill="none" stroke="{seam}" stroke-width="2"/>'

PROMOS = {
    'welcome': ('#0b3d2e', '#1f8a5b', '<rect x="-40" y="-20" width="80" height="60" rx="4" fill="#ffb80c"/><rect x="-46" y="-34" width="92" height="18" rx="3" fill="#ffd54f"/><rect x="-7" y="-34" width="14" height="74" fill="#c62828"/><path d="M0 -34 C-30 -70 -46 -36 0 -34 C46 -36 30 -70 0 -34" fill="none" stroke="#c62828" stroke-width="7"/>'),
    'ipl': ('#0d47a1', '#42a5f5', '<g transform="rotate(35)"><rect x="-9" y="-70" width="18" height="100" rx="6" fill="#d7b377"/><rect x="-5" y="-100" width="10" height="34" rx="3" fill="#5d4037"/></g>' + ball(36, 30, 16, '#c62828')),
    'cashback': ('#4a148c', '#ab47bc', ''.join(f'<ellipse cx="0" cy="{30-i*11}" rx="36" ry="10" fill="#ffd54f" stroke="#b8860b" stroke-width="2"/>' for i in range(6)) + f'<text x="0" y="-42" text-anchor="middle" {T} font-size="34" fill="#fff">5%</text>'),
    'refer': ('#e65100', '#ffa726', '<circle cx="-24" cy="-24" r="16" fill="#fff"/><path d="M-52 30 Q-24 -12 4 30Z" fill="#fff"/><circle cx="26" cy="-18" r="14" fill="#ffe0b2"/><path d="M2 30 Q26 -6 50 30Z" fill="#ffe0b2"/><path d="M-6 -52 l6 -12 6 12z" fill="#fff"/>'),
    'fancy': ('#b71c1c', '#ef5350', f'<rect x="-56" y="-44" width="112" height="80" rx="6" fill="#1b1f23" stroke="#fff" stroke-width="3"/><text x="0" y="-12" text-anchor="middle" {T} font-size="22" fill="#ffd54f">54/2</text><text x="0" y="18" text-anchor="middle" {T} font-size="14" fill="#fff">6 OV  YES 55</text>'),
    'casino': ('#1a237e', '#7c4dff', card(-26, 0, 'A', '♠', -14) + card(14, -4, 'K', '♥', 10) + chip(44, 34, '#c62828', 14)),
    'tennis': ('#33691e', '#9ccc65', '<g transform="rotate(-30)"><ellipse cx="0" cy="-30" rx="26" ry="34" fill="none" stroke="#fff" stroke-width="6"/><path d="M-20 -30h40M0 -62v64M-14 -52h28M-14 -8h28" stroke="#fff8" stroke-width="2"/><rect x="-5" y="4" width="10" height="50" rx="4" fill="#5d4037"/></g>' + ball(40, 30, 14, '#d4e157', '#fff')),
    'soccer': ('#004d40', '#26a69a', '<circle r="40" fill="#fff"/><path d="M0 -14 l13 9 -5 16 h-16 l-5 -16z" fill="#1b1f23"/><path d="M0 -14 V-40 M13 -5 L38 -12 M8 11 L22 32 M-8 11 L-22 32 M-13 -5 L-38 -12" stroke="#1b1f23" stroke-width="3"/>'),
    'racing': ('#3e2723', '#a1887f', '<path d="M-34 40 C-50 0 -40 -44 0 -44 C40 -44 50 0 34 40 L20 40 C32 6 26 -28 0 -28 C-26 -28 -32 6 -20 40Z" fill="#b0bec5" stroke="#eceff1" stroke-width="3"/>' + ''.join(f'<circle cx="{x}" cy="{y}" r="3.5" fill="#37474f"/>' for x, y in [(-36, 18), (-38, -6), (-28, -30), (36, 18), (38, -6), (28, -30)])),
    'instant': ('#263238', '#78909c', f'<path d="M8 -50 L-26 6 H-2 L-12 50 L28 -10 H4Z" fill="#ffd54f"/><text x="34" y="-20" {T} font-size="30" fill="#fff">₹</text>'),
}

# The tile writes the game's name over the art: the drawings carry no names of their own.
NAMES = re.compile(r'<text[^>]*>(TEEN PATTI|ANDAR|BAHAR|DRAGON TIGER|LUCKY 7|32 CARDS|AVIATOR|ROULETTE|BACCARAT|POKER 20-20|SIC BO)</text>')

def main():
    for game_id, (bg, body) in CASINO.items():
        with open(os.path.join(ROOT, 'casino', f'{game_id}.svg'), 'w') as f:
            f.write(svg(320, 240, bg, NAMES.sub('', body)))
    for promo_id, (a, b, body) in PROMOS.items():
        with open(os.path.join(ROOT, 'promotions', f'{promo_id}.svg'), 'w') as f:
            f.write(svg(240, 160, (a, b), f'<g transform="translate(170 86)">{body}</g>'))

main()
