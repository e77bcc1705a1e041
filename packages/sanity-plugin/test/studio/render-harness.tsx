import { ThemeProvider } from '@sanity/ui';
import { buildTheme } from '@sanity/ui/theme';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider, route } from 'sanity/router';
import { enUSStrings } from '../../src/studio/i18n/resources.ts';

// jsdom has no matchMedia; @sanity/ui's Tooltip asks it whether the editor prefers reduced motion.
if (typeof window !== 'undefined' && !window.matchMedia)
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

/**
 * Sanity's document store as the plugin reads it (`pair.editState`): every document is published, at `rev-1`.
 * A test that needs another published version mocks `usePublishedDocument`.
 */
const publishedStore = {
  pair: {
    editState: (id: string, type: string) => ({
      subscribe: (next: (state: unknown) => void) => {
        next({ id, type, ready: true, draft: null, published: { _id: id, _type: type, _rev: 'rev-1' } });
        return { unsubscribe: () => {} };
      },
    }),
  },
};

/**
 * `sanity`'s hooks as the plugin's components use them, backed by the plugin's real en-US strings (with
 * i18next-style `{{value}}` interpolation), so tests read what an editor reads.
 */
export function sanityMock(): Record<string, unknown> {
  return {
    useTranslation: () => ({
      t: (key: string, values: Record<string, unknown> = {}) =>
        (enUSStrings[key as keyof typeof enUSStrings] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
          String(values[name] ?? ''),
        ),
    }),
    useCurrentLocale: () => ({ id: 'en-US', title: 'English' }),
    getPublishedId: (id: string) => id.replace(/^drafts\./, ''),
    defineLocaleResourceBundle: (bundle: unknown) => bundle,
    useDocumentStore: () => publishedStore,
    useClient: () => {
      throw new Error('useClient is not available in component tests; mock the data hooks instead');
    },
  };
}

// The Studio's own router (sanity/router, not mocked) with its intent route, so intent links resolve as in the Studio.
const studioRouter = route.create('/', [route.intents('/intent')]);

/** The paths the Studio router was asked to navigate to, oldest first; a test empties it when it needs to. */
export const navigations: string[] = [];

/** Renders inside @sanity/ui's theme, light or dark, and the Studio's router, as the Studio does. */
export function renderInStudioTheme(element: ReactElement, scheme: 'light' | 'dark' = 'light'): RenderResult {
  const theme = buildTheme();
  // A wrapper (not a parent element) so `rerender` keeps the theme.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RouterProvider router={studioRouter} state={{}} onNavigate={({ path }) => navigations.push(path)}>
      <ThemeProvider theme={theme} scheme={scheme}>
        {children}
      </ThemeProvider>
    </RouterProvider>
  );
  return render(element, { wrapper });
}
