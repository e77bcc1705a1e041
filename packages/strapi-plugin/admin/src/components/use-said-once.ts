import { useState } from 'react';

interface Said {
  topic: string | null;
  text: string;
}

/**
 * What a live region holds for a notice whose wording can change without news: the text as it read when
 * its topic came up, and nothing once the visible wording has moved on under the same topic. A wait's time
 * that passes turns "…starts by itself at 7:58 PM." into "…starts by itself shortly."; in a live region that
 * new wording was read out a second time, although the wait was the same. A new topic (another reason, or
 * a job that now is checked rather than started) is said again. The caller hides its visible notice from
 * assistive technology while the region holds the same words, so the sentence is there once to read.
 *
 * @example
 * ```tsx
 * const said = useSaidOnce(sentence, 'rate_limited|starts');
 * <div role="status">{said}</div>
 * <p aria-hidden={said === sentence || undefined}>{sentence}</p>
 * ```
 */
export function useSaidOnce(text: string | null, topic: string | null): string {
  const current = topic === null || text === null ? { topic: null, text: '' } : { topic, text };
  const [said, setSaid] = useState<Said>(current);
  let next = said;
  if (said.topic !== current.topic) next = current;
  else if (said.text !== '' && said.text !== current.text) next = { topic: said.topic, text: '' };
  // Adjusting state while rendering, as React documents it for values derived from changing props: the
  // region never shows the outdated wording, not even for one commit.
  if (next !== said) setSaid(next);
  return next.text;
}
