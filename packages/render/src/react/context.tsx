import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { MessageId } from '../i18n/messages-en.ts';
import { createTranslator, type Translator } from '../i18n/translator.ts';
import { defaultSkin } from './default-skin.tsx';
import type { Skin } from './skin.ts';

interface RenderContextValue {
  skin: Skin;
  translator: Translator;
}

const RenderContext = createContext<RenderContextValue | null>(null);

let englishFallback: RenderContextValue | undefined;

/** The skin and translator in scope: the nearest provider's, else the default skin in English. */
export function useRender(): RenderContextValue {
  const value = useContext(RenderContext);
  if (value) return value;
  englishFallback ??= { skin: defaultSkin, translator: createTranslator('en') };
  return englishFallback;
}

/** Whether a {@link GeoAuditProvider} is in scope. */
export function useHasProvider(): boolean {
  return useContext(RenderContext) !== null;
}

export interface GeoAuditProviderProps {
  children: ReactNode;
  /** The host's primitives; missing ones come from the default skin. */
  skin?: Partial<Skin>;
  /** BCP 47 locale for the built-in catalogues (English, German). Default `en`. */
  locale?: string;
  /** Messages that replace built-in ones, or a whole catalogue for another language. */
  messages?: Partial<Record<MessageId, string>>;
  /** A translator from the host's own i18n system; wins over `locale` and `messages`. */
  translator?: Translator;
  /** Force the light or dark theme of the skin. */
  theme?: 'light' | 'dark';
}

/**
 * Supplies the skin and the translator to every GEO audit component below it, and renders the skin's
 * `Root` (with the default skin: the stylesheet and the theme switch).
 *
 * @example
 * ```tsx
 * <GeoAuditProvider locale="de" theme="dark">
 *   <ScoreBadge score={72} verdict="Fair" />
 * </GeoAuditProvider>
 * ```
 */
export function GeoAuditProvider({
  children,
  skin,
  locale,
  messages,
  translator,
  theme,
}: GeoAuditProviderProps) {
  const mergedSkin = useMemo(() => ({ ...defaultSkin, ...skin }), [skin]);
  const resolvedTranslator = useMemo(
    () => translator ?? createTranslator(locale ?? 'en', messages),
    [translator, locale, messages],
  );
  const value = useMemo(
    () => ({ skin: mergedSkin, translator: resolvedTranslator }),
    [mergedSkin, resolvedTranslator],
  );
  const { Root } = mergedSkin;
  return (
    <RenderContext.Provider value={value}>
      <Root theme={theme}>{children}</Root>
    </RenderContext.Provider>
  );
}
