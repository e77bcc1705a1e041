import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditPanel } from '../../src/react/AuditPanel.tsx';
import { GeoAuditProvider } from '../../src/react/context.tsx';
import { richResult } from '../fixtures/results.ts';
import { occurrences, spokenText } from '../spoken.ts';

afterEach(cleanup);

function scoreCard(): Element {
  const card = screen.getByRole('meter', { name: /GEO/ }).closest('section');
  if (!card) throw new Error('the score card is not a section');
  return card;
}

describe('the score card', () => {
  // "GEO readiness" is said twice: the card's heading (in the outline) and the meter's name.
  it('says the score and its verdict once each to a screen reader, and "GEO readiness" only as heading and meter', () => {
    render(<AuditPanel result={{ ...richResult(), geo_score: 49, verdict: 'Poor' }} />);
    const spoken = spokenText(scoreCard());
    expect(occurrences(spoken, 'GEO readiness'), spoken).toBe(2);
    expect(screen.getByRole('heading', { name: 'GEO readiness' })).toBeTruthy();
    expect(occurrences(spoken, '49'), spoken).toBe(1);
    expect(occurrences(spoken, 'Poor'), spoken).toBe(1);
  });

  it('says them as often in German', () => {
    render(
      <GeoAuditProvider locale="de">
        <AuditPanel result={{ ...richResult(), geo_score: 49, verdict: 'Poor' }} />
      </GeoAuditProvider>,
    );
    const spoken = spokenText(scoreCard());
    expect(occurrences(spoken, 'GEO-Bereitschaft'), spoken).toBe(2);
    expect(occurrences(spoken, '49'), spoken).toBe(1);
    expect(occurrences(spoken, 'Schwach'), spoken).toBe(1);
  });

  it('says "GEO readiness" only as heading and meter when the audit has no score', () => {
    render(<AuditPanel result={{ ...richResult(), geo_score: null, verdict: null }} />);
    const spoken = spokenText(scoreCard());
    expect(occurrences(spoken, 'GEO readiness'), spoken).toBe(2);
    expect(occurrences(spoken, 'No score'), spoken).toBe(1);
    expect(screen.getByRole('meter', { name: 'GEO readiness' }).hasAttribute('aria-valuenow')).toBe(false);
  });

  it('shows the number, "of 100" and the verdict in text, and keeps the meter the hosts look for', () => {
    render(<AuditPanel result={{ ...richResult(), geo_score: 49, verdict: 'Poor' }} />);
    const card = scoreCard();
    expect(card.textContent).toContain('49 of 100 · Poor');
    const meter = screen.getByRole('meter', { name: 'GEO readiness' });
    expect(meter.getAttribute('aria-valuenow')).toBe('49');
    expect(meter.getAttribute('aria-valuetext')).toBe('49 of 100, Poor');
  });
});
