import { ColorModeProvider, ToastProvider, type ColorModePreference } from '@touchline/ui-kit';
import { MemoryRouter } from 'react-router-dom';
import type { Decorator, Preview } from 'storybook-react-rsbuild';
import { useGlobals } from 'storybook/preview-api';

/**
 * Every story gets what the shell gives a screen: the theme (driven by the toolbar), toasts and
 * a router. A story picks its starting URL with `parameters.route`, e.g. `{ route: '/items?page=2' }`.
 */
const withAppProviders: Decorator = (Story, context) => {
  const [globals, updateGlobals] = useGlobals();
  const preference = (globals.colorMode as ColorModePreference | undefined) ?? 'light';
  const route = (context.parameters.route as string | undefined) ?? '/';
  return (
    <MemoryRouter initialEntries={[route]}>
      <ColorModeProvider preference={preference} onPreferenceChange={(next) => updateGlobals({ colorMode: next })}>
        <ToastProvider>
          <Story />
        </ToastProvider>
      </ColorModeProvider>
    </MemoryRouter>
  );
};

const preview: Preview = {
  decorators: [withAppProviders],
  globalTypes: {
    colorMode: {
      description: 'Colour mode of the Touchline theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'System', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    colorMode: 'light',
  },
  parameters: {
    layout: 'padded',
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    options: {
      storySort: { order: ['UI Kit', ['Overview', 'Tokens', '*'], 'Shell', 'Remotes'] },
    },
  },
};

export default preview;
