import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import '../src/app/global.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
  // Shell components link with react-router; stories sit in a memory router at / unless they
  // bring their own data router (parameters.ownRouter).
  decorators: [
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
