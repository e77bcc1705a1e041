import type { AuditResult } from '@geo-audit/core';
import { createTranslator, describeScore } from '@geo-audit/render';
import { messages, type RunCounts } from './messages.ts';

/**
 * The wording of a run's list around the page reports: title, run verdict, summary table and why a page was not
 * audited. The Markdown list follows `--locale` with these; the terminal and JSON lists keep English.
 */
export interface ListWords {
  listTitle: (total: number) => string;
  /** The title of one page's report that could not be made (`url` comes already formatted). */
  pageTitle: (url: string) => string;
  /** Said instead of a report when `--urls-from` lists no URL (a deploy that changed no page). */
  noPages: (source: string) => string;
  columnUrl: string;
  columnScore: string;
  columnVerdict: string;
  /** A page's verdict ("Good") in this language. */
  verdict: (result: AuditResult) => string;
  runPassed: (total: number, minScore: number | null) => string;
  runFailed: (code: number, total: number, counts: RunCounts, minScore: number | null) => string;
  notAudited: (message: string) => string;
  /** Said under the verdict when reports were left out to fit a job summary. */
  reportsLeftOut: (count: number) => string;
  /** Said under a page's heading in place of its report left out. */
  reportLeftOut: string;
  notFetched: (detail: string) => string;
  noResponse: string;
  notThePage: (status: number) => string;
  engineFailed: (detail: string) => string;
  reportFailed: (detail: string) => string;
  belowMinScoreNote: (min: number) => string;
  unjudgeableNote: (min: number) => string;
  fetchFailed: (url: string, detail: string) => string;
  internal: (detail: string) => string;
  privateHostRefused: (host: string) => string;
  redirectRefused: (host: string) => string;
  redirectedToRefused: (host: string) => string;
  redirectedToLinkLocal: (host: string) => string;
  untrustedCertificate: string;
  expiredCertificate: string;
  certificateForOtherName: (host: string) => string;
  plainHttpOnHttps: (httpUrl: string) => string;
}

/** English is the CLI's own messages, so stderr, the terminal list and an English Markdown list never drift apart. */
const en: ListWords = {
  listTitle: messages.listTitle,
  pageTitle: messages.heading,
  noPages: messages.noPagesToAudit,
  columnUrl: messages.columnUrl,
  columnScore: messages.columnScore,
  columnVerdict: messages.columnVerdict,
  // The verdict as the result has it: core's band names are English already.
  verdict: (result) => result.verdict,
  runPassed: messages.runPassed,
  runFailed: messages.runFailed,
  notAudited: messages.notAudited,
  reportsLeftOut: messages.reportsLeftOut,
  reportLeftOut: messages.reportLeftOut,
  notFetched: messages.notFetched,
  noResponse: messages.noResponse,
  notThePage: messages.notThePage,
  engineFailed: messages.engineFailed,
  reportFailed: messages.reportFailed,
  belowMinScoreNote: messages.belowMinScoreNote,
  unjudgeableNote: messages.unjudgeableNote,
  fetchFailed: messages.fetchFailed,
  internal: messages.internal,
  privateHostRefused: messages.privateHostRefused,
  redirectRefused: messages.redirectRefused,
  redirectedToRefused: messages.redirectedToRefused,
  redirectedToLinkLocal: messages.redirectedToLinkLocal,
  untrustedCertificate: messages.untrustedCertificate,
  expiredCertificate: messages.expiredCertificate,
  certificateForOtherName: messages.certificateForOtherName,
  plainHttpOnHttps: messages.plainHttpOnHttps,
};

const seiten = (count: number) => `${count} ${count === 1 ? 'Seite' : 'Seiten'}`;
/** Render's band labels, so the table names a verdict as the German page reports below it do. */
const germanReport = createTranslator('de');

/** German, in the terms of render's German catalogue (Seite, Wert, Urteil, prüfen), addressing the reader as Sie. */
const de: ListWords = {
  listTitle: (total) => `GEO-Audit von ${seiten(total)}`,
  pageTitle: (url) => `GEO-Audit von ${url}`,
  noPages: (source) =>
    `Keine Seiten zu prüfen: ${source} nennt keine URL (nur leere Zeilen und #-Kommentare).`,
  columnUrl: 'URL',
  columnScore: 'Wert',
  columnVerdict: 'Urteil',
  verdict: (result) => describeScore(result.geo_score, result.verdict, germanReport).verdict,
  runPassed: (total, minScore) =>
    `Bestanden: ${seiten(total)} geprüft${minScore !== null ? `, ${total === 1 ? 'sie erreicht' : 'alle erreichen'} --min-score ${minScore}` : ''}.`,
  runFailed: (code, total, counts, minScore) =>
    `Nicht bestanden (Exit-Code ${code}): von ${seiten(total)} ${[
      counts.internal > 0 ? `${counts.internal} in der Engine fehlgeschlagen` : '',
      counts.notFetched > 0 ? `${counts.notFetched} nicht abgerufen` : '',
      counts.unjudgeable > 0 ? `bei ${counts.unjudgeable} --min-score ${minScore} nicht beurteilbar` : '',
      counts.below > 0 ? `${counts.below} unter --min-score ${minScore}` : '',
      counts.ok > 0 ? `${counts.ok} bestanden` : '',
    ]
      .filter((part) => part !== '')
      .join(', ')}.`,
  notAudited: (message) => `Nicht geprüft. ${message}`,
  reportsLeftOut: (count) =>
    `${count === 1 ? 'Der Bericht von 1 Seite ist' : `Die Berichte von ${seiten(count)} sind`} unten ausgelassen, damit dieses Dokument in eine GitHub-Job-Zusammenfassung passt (höchstens 1 MiB); nicht bestandene Seiten behalten ihren zuerst. --json gibt das vollständige Ergebnis jeder Seite aus.`,
  reportLeftOut:
    'Bericht ausgelassen, damit die Job-Zusammenfassung passt: Prüfen Sie diese Seite einzeln mit --markdown oder nutzen Sie --json.',
  notFetched: (detail) => `nicht abgerufen: ${detail.trim()}`,
  noResponse: 'keine Antwort',
  notThePage: (status) => `HTTP ${status}, aber nicht die Seite`,
  engineFailed: (detail) => `in der Engine fehlgeschlagen: ${detail}`,
  reportFailed: (detail) => `der Bericht konnte nicht erstellt werden: ${detail}`,
  belowMinScoreNote: (min) => `unter --min-score ${min}`,
  unjudgeableNote: (min) => `--min-score ${min} nicht beurteilbar`,
  fetchFailed: (url, detail) => `${url} konnte nicht abgerufen werden: ${detail.trim()}`,
  internal: (detail) =>
    `Das Audit ist in der Engine fehlgeschlagen: ${detail}. Bitte melden Sie das mit der URL.`,
  privateHostRefused: (host) =>
    `Um eine lokale oder private Website zu prüfen, lassen Sie ihren Host zu: --allow-host ${host}`,
  redirectRefused: (host) =>
    `${host} ist bereits zugelassen, die abgelehnte Adresse ist also das Ziel einer Weiterleitung. Prüfen Sie diese Weiterleitung; führt sie zu Ihrer eigenen Testseite, prüfen Sie direkt die URL, auf die weitergeleitet wird.`,
  redirectedToRefused: (host) =>
    `Die Seite leitet auf ${host} weiter, keine öffentliche Adresse; solchen Weiterleitungen folgt das Audit nicht. Prüfen Sie diese Weiterleitung; führt sie zu Ihrer eigenen Testseite, prüfen Sie direkt die URL, auf die weitergeleitet wird.`,
  redirectedToLinkLocal: (host) =>
    `Die Seite leitet auf ${host} weiter, eine link-lokale Adresse (dort antworten Metadatendienste von Cloud-Anbietern), die das Audit nie abruft. Prüfen Sie die Weiterleitungen der Website: Eine Seite sollte Besucher nicht dorthin schicken.`,
  untrustedCertificate:
    'Das Zertifikat der Website ist von keiner Zertifizierungsstelle signiert, der dieser Rechner vertraut. Für eine Staging-Website mit eigener CA starten Sie das Audit mit NODE_EXTRA_CA_CERTS=/pfad/zu/ca.pem.',
  expiredCertificate:
    'Das Zertifikat der Website ist abgelaufen: Erneuern Sie es und starten Sie das Audit dann erneut.',
  certificateForOtherName: (host) =>
    `Das Zertifikat der Website ist nicht für ${host} ausgestellt: Prüfen Sie den Hostnamen, den es nennt, oder lassen Sie es für ${host} neu ausstellen.`,
  plainHttpOnHttps: (httpUrl) =>
    `Der Server antwortet auf diesem Port mit einfachem HTTP, nicht mit HTTPS: Prüfen Sie stattdessen ${httpUrl}.`,
};

const WORDS: Readonly<Record<string, ListWords>> = { en, de };

/**
 * The list wording for a `--locale` (a regional tag such as de-AT uses its language's); English for a language
 * without one.
 *
 * @example
 * ```ts
 * listWords('de-AT').listTitle(2); // 'GEO-Audit von 2 Seiten'
 * listWords('en').columnScore; // 'Score'
 * ```
 */
export function listWords(locale: string): ListWords {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  // Own keys only: "constructor" is no language.
  return Object.hasOwn(WORDS, language) ? (WORDS[language] as ListWords) : en;
}
