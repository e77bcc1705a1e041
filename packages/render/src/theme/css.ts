/**
 * The default look, shared by the default React skin and the static HTML report: CSS custom properties for
 * light and dark (the `prefers-color-scheme` media query, overridden by `data-theme="light|dark"` on the
 * `.geo-audit` root), and classes for each skin primitive. Every text colour pair meets WCAG AA (4.5:1)
 * against the surfaces it is used on in both themes.
 */

const LIGHT = `--geo-bg:#fff;--geo-surface:#f6f7f9;--geo-border:#c4cad3;--geo-track:#dfe3e8;--geo-text:#1b1f24;--geo-muted:#4c5561;--geo-accent:#1a5fd0;--geo-accent-text:#fff;--geo-focus:#1a5fd0;--geo-positive-fg:#17692f;--geo-positive-bg:#e3f4e8;--geo-caution-fg:#8a4b00;--geo-caution-bg:#fdf0dc;--geo-critical-fg:#b0211b;--geo-critical-bg:#fde8e7;--geo-info-fg:#1f55a8;--geo-info-bg:#e5eefb;--geo-neutral-fg:#4c5561;--geo-neutral-bg:#eceff3;--geo-band-excellent:#17692f;--geo-band-good:#2b7a36;--geo-band-fair:#8a5a00;--geo-band-poor:#b04a00;--geo-band-critical:#b0211b;--geo-band-unknown:#4c5561;color-scheme:light`;

const DARK = `--geo-bg:#16181d;--geo-surface:#1f232a;--geo-border:#49505c;--geo-track:#343a44;--geo-text:#e8eaed;--geo-muted:#aab2bd;--geo-accent:#8ab4ff;--geo-accent-text:#0b1a33;--geo-focus:#8ab4ff;--geo-positive-fg:#7ed69a;--geo-positive-bg:#173522;--geo-caution-fg:#ffc46b;--geo-caution-bg:#3a2b10;--geo-critical-fg:#ff9f99;--geo-critical-bg:#431b1a;--geo-info-fg:#9dc1ff;--geo-info-bg:#1a2b47;--geo-neutral-fg:#c5cbd3;--geo-neutral-bg:#2a2f37;--geo-band-excellent:#7ed69a;--geo-band-good:#9fdcae;--geo-band-fair:#ffc46b;--geo-band-poor:#ffa366;--geo-band-critical:#ff9f99;--geo-band-unknown:#aab2bd;color-scheme:dark`;

const TONES = ['positive', 'caution', 'critical', 'info', 'neutral']
  .map((tone) => `.geo-tone-${tone}{--geo-tone-fg:var(--geo-${tone}-fg);--geo-tone-bg:var(--geo-${tone}-bg)}`)
  .join('');

const BANDS = ['excellent', 'good', 'fair', 'poor', 'critical', 'unknown']
  .map((band) => `.geo-band-${band}{--geo-band:var(--geo-band-${band})}`)
  .join('');

export const THEME_CSS = `.geo-audit{${LIGHT};color:var(--geo-text);background:var(--geo-bg);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
@media (prefers-color-scheme:dark){.geo-audit:not([data-theme=light]){${DARK}}}
.geo-audit[data-theme=dark]{${DARK}}
.geo-audit *,.geo-audit *::before,.geo-audit *::after{box-sizing:border-box}
${TONES}${BANDS}
.geo-card{background:var(--geo-surface);border:1px solid var(--geo-border);border-radius:8px;padding:16px}
.geo-stack{display:flex;flex-direction:column;gap:12px;margin:0;padding:0}
.geo-stack[data-direction=row]{flex-direction:row;flex-wrap:wrap;align-items:center}
.geo-stack[data-gap=xs]{gap:4px}.geo-stack[data-gap=sm]{gap:8px}.geo-stack[data-gap=lg]{gap:20px}
ul.geo-stack,ol.geo-stack{list-style:none}
.geo-heading{margin:0;font-weight:650;line-height:1.25;color:var(--geo-text)}
h1.geo-heading{font-size:1.6rem}h2.geo-heading{font-size:1.3rem}h3.geo-heading{font-size:1.1rem}h4.geo-heading,h5.geo-heading,h6.geo-heading{font-size:1rem}
.geo-text{margin:0;overflow-wrap:anywhere}.geo-text[data-size=sm]{font-size:.875rem}.geo-text[data-size=lg]{font-size:1.125rem}
.geo-text[data-weight=bold]{font-weight:650}.geo-text[data-muted]{color:var(--geo-muted)}
.geo-text[class*=geo-tone-]{color:var(--geo-tone-fg)}
.geo-badge{display:inline-flex;align-items:center;gap:4px;padding:1px 8px;border-radius:999px;border:1px solid currentColor;font-size:.8125rem;font-weight:600;line-height:1.5;max-width:100%;overflow-wrap:anywhere;color:var(--geo-tone-fg,var(--geo-text));background:var(--geo-tone-bg,var(--geo-surface))}
.geo-icon{width:1.1em;height:1.1em;flex:none;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round;vertical-align:-.15em}
.geo-button{display:inline-flex;align-items:center;gap:6px;min-height:36px;padding:6px 14px;border-radius:6px;border:1px solid var(--geo-accent);background:var(--geo-accent);color:var(--geo-accent-text);font:inherit;font-weight:600;cursor:pointer}
.geo-button[data-variant=secondary]{background:transparent;color:var(--geo-accent)}
.geo-button:disabled{cursor:not-allowed;opacity:.7}
.geo-audit :focus-visible{outline:3px solid var(--geo-focus);outline-offset:2px}
.geo-spinner{display:inline-block;width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:geo-spin .8s linear infinite}
@keyframes geo-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.geo-spinner{animation:none;border-right-color:currentColor;opacity:.6}}
.geo-disclosure{border:1px solid var(--geo-border);border-radius:8px;background:var(--geo-bg)}
.geo-disclosure>summary{display:flex;align-items:center;gap:8px;padding:10px 12px;cursor:pointer;list-style:none;border-radius:8px}
.geo-disclosure>summary::-webkit-details-marker{display:none}
.geo-disclosure>summary::before,.geo-disclosure-toggle::before{content:"";flex:none;width:.5em;height:.5em;border:solid var(--geo-muted);border-width:0 2px 2px 0;transform:rotate(-45deg);transition:transform .15s}
.geo-disclosure[open]>summary::before,.geo-disclosure-toggle[aria-expanded=true]::before{transform:rotate(45deg)}
.geo-disclosure>summary>*{flex:1 1 auto}
.geo-disclosure-heading{font-size:inherit;font-weight:inherit}
.geo-disclosure-toggle{display:flex;align-items:center;gap:8px;width:100%;padding:10px 12px;margin:0;border:0;border-radius:8px;background:none;color:inherit;font:inherit;font-weight:650;text-align:start;overflow-wrap:anywhere;cursor:pointer}
.geo-disclosure-meta{display:flex;flex-wrap:wrap;align-items:center;gap:6px;padding:0 12px 10px 12px}
.geo-disclosure-body{padding:0 12px 12px 12px;display:flex;flex-direction:column;gap:10px}
.geo-disclosure-body[hidden]{display:none}
.geo-progress,.geo-meter{display:block;width:100%;height:8px;border-radius:4px;background:var(--geo-track);overflow:hidden}
.geo-progress>span,.geo-meter>span{display:block;height:100%;background:var(--geo-tone-fg,var(--geo-accent))}
.geo-progress[data-indeterminate]>span{width:30%!important;animation:geo-slide 1.2s ease-in-out infinite alternate}
@keyframes geo-slide{from{margin-left:0}to{margin-left:70%}}
@media (prefers-reduced-motion:reduce){.geo-progress[data-indeterminate]>span{animation:none}}
.geo-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.geo-facts{display:grid;grid-template-columns:minmax(8em,max-content) 1fr;gap:4px 12px;margin:0}
.geo-facts dt{color:var(--geo-muted);font-size:.875rem}.geo-facts dd{margin:0;font-size:.875rem;overflow-wrap:anywhere}
.geo-gauge{display:block}.geo-gauge-track{stroke:var(--geo-track)}.geo-gauge-value{stroke:var(--geo-band,var(--geo-accent))}
.geo-gauge-text{fill:var(--geo-text);font-weight:700}
.geo-score-band{color:var(--geo-band)}
.geo-sparkline{display:block;color:var(--geo-accent)}
.geo-code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.8125rem;background:var(--geo-neutral-bg);padding:0 4px;border-radius:4px;overflow-wrap:anywhere}
.geo-audit a{color:var(--geo-accent)}
`;
