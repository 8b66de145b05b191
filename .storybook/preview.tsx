import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { applyTheme } from '../src/features/startup/apply-theme';
import '../src/app/global.css';
import { siteThemes, themedVariables } from './themes';

/** Applies the toolbar's site theme (style variables, title, theme colour) and hands its logo to stories that show one. */
const withSiteTheme: Decorator = (Story, context) => {
  const theme = siteThemes[String(context.globals.siteTheme)] ?? siteThemes.default!;
  for (const name of themedVariables) document.documentElement.style.removeProperty(name);
  applyTheme(theme.config);
  const logo = theme.config.data?.exchangeLogo;
  return logo && 'logoUrl' in context.args ? <Story args={{ ...context.args, logoUrl: logo }} /> : <Story />;
};

const preview: Preview = {
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1366', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
        wide: { name: 'Desktop 1920', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
      },
    },
    // Accessibility checks (axe) run with every story test: any violation fails the story.
    // A story may turn one rule off only with a written reason (parameters.a11y.config.rules).
    a11y: { test: 'error' },
  },
  globalTypes: {
    siteTheme: {
      description: 'Site theme (the theme config a site serves)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.entries(siteThemes).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false }, siteTheme: 'default' },
  // Shell components link with react-router; stories sit in a memory router at / unless they
  // bring their own data router (parameters.ownRouter).
  decorators: [
    withSiteTheme,
    (Story, { parameters }) =>
      parameters.ownRouter ? (
        <Story />
      ) : (
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      ),
  ],
};

export default preview;
