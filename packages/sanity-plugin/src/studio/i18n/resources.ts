/** The plugin's Studio strings (namespace `geo-audit`). Keys are stable; add locales beside this file. */
export const enUSStrings = {
  'tool.title': 'GEO audits',
  'tool.empty':
    'No document has been audited yet. Publish a document, or run an audit from its actions menu.',
  'tool.filter.label': 'Filter by URL or verdict',
  'tool.sort.label': 'Sort by',
  'tool.sort.score': 'Score',
  'tool.sort.updated': 'Last audited',
  'tool.column.document': 'Page',
  'tool.column.score': 'GEO score',
  'tool.column.verdict': 'Status',
  'tool.column.trend': 'Trend',
  'tool.column.updated': 'Last audited',
  'inspector.title': 'GEO audit',
  'inspector.none.draft': 'This document is not published yet. It is audited when you publish it.',
  'inspector.none.published':
    'This published document has not been audited yet. It is audited the next time you publish a change to it.',
  'inspector.none.publishedRun':
    'This published document has not been audited yet. Choose “Run audit” to audit it now.',
  'inspector.none.noUrl':
    'This published document has no public page address, so it cannot be audited until it has one. Add what its URL needs (for example a slug) and publish: publishing then audits it.',
  'inspector.noUrl.audited':
    'This document no longer has a public page address, so it cannot be audited again until it has one (for example a slug). The result below is from its last audit.',
  'inspector.publish.awaiting': 'Publishing starts a GEO audit. Waiting for it to appear…',
  'inspector.publish.missed': 'No audit of this publish arrived within a minute.',
  'inspector.close': 'Close GEO audit',
  'inspector.latest': 'Latest audit',
  'inspector.rerun': 'Re-run audit',
  'inspector.run': 'Run audit',
  'link.newTab': '(opens in a new tab)',
  'tool.filter.placeholder': 'Search',
  'tool.count': '{{count}} of {{total}} audited documents',
  'tool.rerun': 'Re-run',
  'tool.rerun.label': 'Re-run the GEO audit of {{url}}',
  'tool.announce.queued': 'GEO audit of {{page}} queued',
  'tool.announce.complete': 'GEO audit of {{page}} complete: {{score}} of 100, {{verdict}}.',
  'tool.announce.completeNoScore': 'GEO audit of {{page}} complete, without a score.',
  'tool.announce.failed': 'The GEO audit of {{page}} failed.',
  'tool.sort.page': 'Page',
  'tool.sort.direction': 'Order',
  'tool.sort.direction.desc': 'Highest or newest first',
  'tool.sort.direction.asc': 'Lowest or oldest first',
  'tool.noMatch': 'No audited document matches the filter.',
  'badge.label': 'GEO {{score}}',
  'badge.title': 'GEO score {{score}} of 100: {{verdict}}',
  'badge.waiting': 'GEO audit pending',
  'action.run': 'Run GEO audit',
  'action.running': 'Starting GEO audit…',
  'action.error': 'The GEO audit could not start: {{message}}',
  'state.waiting': 'Waiting to start',
  'state.queued': 'Queued',
  'state.running': 'Running',
  'state.complete': 'Complete',
  'state.failed': 'Failed',
  'state.recheck': 'Re-check scheduled',
  'badge.recheck': 'GEO re-check scheduled',
  'badge.recheck.title': 'The site did not serve the page yet. Next GEO check: {{time}}',
  'recheck.message':
    '{{reason}} A site often serves a newly published page a few minutes later, so the audit runs again by itself (re-check {{attempt}} of {{of}}).',
  'recheck.next': 'Next check: {{time}}',
  'recheck.due': 'The next check was due at {{time}} and starts with the next scheduled run.',
  'recheck.lastResult': 'The result below is from the last check.',
  'waiting.rate_limited': 'The hourly API quota is used up',
  'waiting.concurrency_limited': 'Too many audits are running for this API key',
  'waiting.server_error': 'The GEO Audit API had an error',
  'waiting.network': 'The GEO Audit API cannot be reached',
  'waiting.other': 'The audit has not started yet: {{message}}',
  'waiting.unconfirmed': 'The audit’s progress could not be checked: {{message}}',
  'problem.auth':
    'The audit needs a working API key: ask an administrator to check the GEO Audit API key configured for the Studio’s audit handler.',
  'problem.plan':
    'The GEO Audit plan does not include API access: ask an administrator to check the plan of the GEO Audit API key configured for the Studio’s audit handler.',
  'problem.api_address':
    'The GEO Audit API address configured for the Studio’s audit handler does not lead to the API: ask an administrator to check the handler’s API base URL.',
  'waiting.starts': '{{reason}}, so the audit starts by itself at {{time}}.',
  'waiting.startsNext': '{{reason}}, so the audit starts with the next scheduled run.',
  'waiting.checked': '{{reason}}, so the audit’s progress is checked again by itself at {{time}}.',
  'waiting.checkedNext': '{{reason}}, so the audit’s progress is checked again with the next scheduled run.',
  'cancelled.title': 'Not audited while unpublished',
  'cancelled.message':
    'This document is no longer published, so the audit that was still scheduled was cancelled. Publishing it again audits it.',
  'run.started': 'GEO audit started',
  'run.started.description': 'The result appears in the GEO audit inspector when the audit is done.',
  'run.completed': 'GEO audit complete',
  'run.completed.description': 'The result is in the GEO audit inspector.',
  'run.error.title': 'The GEO audit could not start',
  'run.blocked.starting': 'The GEO audit is being started.',
  'run.blocked.checking': 'Checking whether this document can be audited…',
  'run.blocked.unpublished': 'Only published documents are audited. Publish this document to audit it.',
  'run.blocked.noPage':
    'This document has no public page address yet, so it cannot be audited. Add what its URL needs (for example a slug) and publish.',
  'run.blocked.publishWait':
    'Publishing started a GEO audit of this document. Wait for it to appear, which takes up to a minute.',
  'run.blocked.underWay': 'A GEO audit of this document is already under way.',
  'run.error.no_public_url':
    'This document has no public page address yet, so it cannot be audited. Add what its URL needs (for example a slug) and publish.',
  'run.error.missing_token':
    'The Studio did not send your sign-in with the request. Sign out and in again, then retry.',
  'run.error.invalid_token':
    'The GEO audit server did not accept your Studio sign-in. Sign out and in again, then retry. If it keeps happening, ask an administrator to check the server’s Sanity project settings.',
  'run.error.document_not_found':
    'The GEO audit server cannot find the published document, or your account cannot read it. Publish the document, then retry.',
  'run.error.bad_request':
    'The GEO audit server did not understand the request ({{detail}}). Ask an administrator to check that the plugin and its server are the same version.',
  'run.error.rate_limited': 'Too many audits were started just now. Wait a few minutes, then retry.',
  'run.error.server_error':
    'The GEO audit server had a problem ({{detail}}). Retry in a few minutes. If it keeps happening, ask an administrator to check the server’s logs.',
  'run.error.audit_failed': 'The GEO audit service refused the audit: {{detail}}',
  'run.error.unreachable':
    'The GEO audit server could not be reached. Check your connection, then retry. If it keeps happening, ask an administrator to check the plugin’s handler URL and the server’s allowed Studio origins.',
  'run.error.unexpected':
    'The GEO audit server gave an answer the Studio does not understand ({{detail}}). Ask an administrator to check the plugin’s handler URL.',
} as const;

export type GeoAuditStringKey = keyof typeof enUSStrings;

export const deDEStrings: Record<GeoAuditStringKey, string> = {
  'tool.title': 'GEO-Audits',
  'tool.empty':
    'Noch kein Dokument wurde geprüft. Veröffentlichen Sie ein Dokument oder starten Sie ein Audit über dessen Aktionsmenü.',
  'tool.filter.label': 'Nach URL oder Bewertung filtern',
  'tool.sort.label': 'Sortieren nach',
  'tool.sort.score': 'Punktzahl',
  'tool.sort.updated': 'Zuletzt geprüft',
  'tool.column.document': 'Seite',
  'tool.column.score': 'GEO-Score',
  'tool.column.verdict': 'Status',
  'tool.column.trend': 'Verlauf',
  'tool.column.updated': 'Zuletzt geprüft',
  'inspector.title': 'GEO-Audit',
  'inspector.none.draft':
    'Dieses Dokument ist noch nicht veröffentlicht. Es wird geprüft, wenn Sie es veröffentlichen.',
  'inspector.none.published':
    'Dieses veröffentlichte Dokument wurde noch nicht geprüft. Es wird geprüft, wenn Sie das nächste Mal eine Änderung daran veröffentlichen.',
  'inspector.none.publishedRun':
    'Dieses veröffentlichte Dokument wurde noch nicht geprüft. Wählen Sie „Audit ausführen“, um es jetzt zu prüfen.',
  'inspector.none.noUrl':
    'Dieses veröffentlichte Dokument hat keine öffentliche Seitenadresse und kann erst geprüft werden, wenn es eine hat. Ergänzen Sie, was seine URL braucht (zum Beispiel einen Slug), und veröffentlichen Sie es: Das Veröffentlichen startet dann die Prüfung.',
  'inspector.noUrl.audited':
    'Dieses Dokument hat keine öffentliche Seitenadresse mehr und kann erst wieder geprüft werden, wenn es eine hat (zum Beispiel einen Slug). Das Ergebnis unten stammt aus der letzten Prüfung.',
  'inspector.publish.awaiting': 'Die Veröffentlichung startet ein GEO-Audit. Warten, bis es hier erscheint …',
  'inspector.publish.missed': 'Innerhalb einer Minute nach der Veröffentlichung ist kein Audit eingegangen.',
  'inspector.close': 'GEO-Audit schließen',
  'inspector.latest': 'Letztes Audit',
  'inspector.rerun': 'Audit erneut ausführen',
  'inspector.run': 'Audit ausführen',
  'link.newTab': '(öffnet in einem neuen Tab)',
  'tool.filter.placeholder': 'Suchen',
  'tool.count': '{{count}} von {{total}} geprüften Dokumenten',
  'tool.rerun': 'Erneut prüfen',
  'tool.rerun.label': 'GEO-Audit von {{url}} erneut starten',
  'tool.announce.queued': 'GEO-Audit von {{page}} in der Warteschlange',
  'tool.announce.complete': 'GEO-Audit von {{page}} abgeschlossen: {{score}} von 100, {{verdict}}.',
  'tool.announce.completeNoScore': 'GEO-Audit von {{page}} abgeschlossen, ohne Bewertung.',
  'tool.announce.failed': 'Das GEO-Audit von {{page}} ist fehlgeschlagen.',
  'tool.sort.page': 'Seite',
  'tool.sort.direction': 'Reihenfolge',
  'tool.sort.direction.desc': 'Höchste oder neueste zuerst',
  'tool.sort.direction.asc': 'Niedrigste oder älteste zuerst',
  'tool.noMatch': 'Kein geprüftes Dokument passt zum Filter.',
  'badge.label': 'GEO {{score}}',
  'badge.title': 'GEO-Score {{score}} von 100: {{verdict}}',
  'badge.waiting': 'GEO-Audit ausstehend',
  'action.run': 'GEO-Audit starten',
  'action.running': 'GEO-Audit wird gestartet …',
  'action.error': 'Das GEO-Audit konnte nicht starten: {{message}}',
  'state.waiting': 'Wartet auf Start',
  'state.queued': 'In der Warteschlange',
  'state.running': 'Läuft',
  'state.complete': 'Fertig',
  'state.failed': 'Fehlgeschlagen',
  'state.recheck': 'Erneute Prüfung geplant',
  'badge.recheck': 'GEO: erneute Prüfung geplant',
  'badge.recheck.title': 'Die Website liefert die Seite noch nicht aus. Nächste GEO-Prüfung: {{time}}',
  'recheck.message':
    '{{reason}} Eine neu veröffentlichte Seite ist oft erst einige Minuten später erreichbar, deshalb läuft das Audit von selbst erneut (erneute Prüfung {{attempt}} von {{of}}).',
  'recheck.next': 'Nächste Prüfung: {{time}}',
  'recheck.due': 'Die nächste Prüfung war am {{time}} fällig und startet mit dem nächsten geplanten Lauf.',
  'recheck.lastResult': 'Das Ergebnis unten stammt von der letzten Prüfung.',
  'waiting.rate_limited': 'Das stündliche API-Kontingent ist aufgebraucht',
  'waiting.concurrency_limited': 'Für diesen API-Schlüssel laufen zu viele Audits',
  'waiting.server_error': 'Bei der GEO-Audit-API ist ein Fehler aufgetreten',
  'waiting.network': 'Die GEO-Audit-API ist nicht erreichbar',
  'waiting.other': 'Das Audit hat noch nicht begonnen: {{message}}',
  'waiting.unconfirmed': 'Der Fortschritt des Audits konnte nicht geprüft werden: {{message}}',
  'problem.auth':
    'Das Audit braucht einen gültigen API-Schlüssel: Bitten Sie eine Administratorin oder einen Administrator, den für den Audit-Handler des Studios konfigurierten GEO-Audit-API-Schlüssel zu prüfen.',
  'problem.plan':
    'Der GEO-Audit-Tarif enthält keinen API-Zugriff: Bitten Sie eine Administratorin oder einen Administrator, den Tarif des für den Audit-Handler des Studios konfigurierten GEO-Audit-API-Schlüssels zu prüfen.',
  'problem.api_address':
    'Die für den Audit-Handler des Studios konfigurierte Adresse der GEO-Audit-API führt nicht zur API: Bitten Sie eine Administratorin oder einen Administrator, die Basis-URL der API im Handler zu prüfen.',
  'waiting.starts': '{{reason}}, daher startet das Audit am {{time}} von selbst.',
  'waiting.startsNext': '{{reason}}, daher startet das Audit mit dem nächsten geplanten Lauf.',
  'waiting.checked':
    '{{reason}}, daher wird der Fortschritt des Audits am {{time}} von selbst erneut geprüft.',
  'waiting.checkedNext':
    '{{reason}}, daher wird der Fortschritt des Audits mit dem nächsten geplanten Lauf erneut geprüft.',
  'cancelled.title': 'Keine Prüfung, solange unveröffentlicht',
  'cancelled.message':
    'Dieses Dokument ist nicht mehr veröffentlicht, daher wurde die noch geplante Prüfung abgebrochen. Eine erneute Veröffentlichung prüft es wieder.',
  'run.started': 'GEO-Audit gestartet',
  'run.started.description': 'Das Ergebnis erscheint in der GEO-Audit-Ansicht, sobald das Audit fertig ist.',
  'run.completed': 'GEO-Audit abgeschlossen',
  'run.completed.description': 'Das Ergebnis steht in der GEO-Audit-Ansicht.',
  'run.error.title': 'Das GEO-Audit konnte nicht starten',
  'run.blocked.starting': 'Das GEO-Audit wird gestartet.',
  'run.blocked.checking': 'Es wird ermittelt, ob dieses Dokument geprüft werden kann …',
  'run.blocked.unpublished':
    'Nur veröffentlichte Dokumente werden geprüft. Veröffentlichen Sie dieses Dokument, um es zu prüfen.',
  'run.blocked.noPage':
    'Dieses Dokument hat noch keine öffentliche Seitenadresse und kann daher nicht geprüft werden. Ergänzen Sie, was seine URL braucht (zum Beispiel einen Slug), und veröffentlichen Sie es.',
  'run.blocked.publishWait':
    'Die Veröffentlichung hat ein GEO-Audit dieses Dokuments gestartet. Warten Sie, bis es erscheint; das dauert bis zu einer Minute.',
  'run.blocked.underWay': 'Ein GEO-Audit dieses Dokuments läuft bereits.',
  'run.error.no_public_url':
    'Dieses Dokument hat noch keine öffentliche Seitenadresse und kann daher nicht geprüft werden. Ergänzen Sie, was seine URL braucht (zum Beispiel einen Slug), und veröffentlichen Sie es.',
  'run.error.missing_token':
    'Das Studio hat Ihre Anmeldung nicht mitgesendet. Melden Sie sich ab und wieder an und versuchen Sie es erneut.',
  'run.error.invalid_token':
    'Der GEO-Audit-Server hat Ihre Studio-Anmeldung nicht akzeptiert. Melden Sie sich ab und wieder an und versuchen Sie es erneut. Wenn es wieder passiert, bitten Sie eine Administratorin oder einen Administrator, die Sanity-Projekteinstellungen des Servers zu prüfen.',
  'run.error.document_not_found':
    'Der GEO-Audit-Server findet das veröffentlichte Dokument nicht, oder Ihr Konto kann es nicht lesen. Veröffentlichen Sie das Dokument und versuchen Sie es erneut.',
  'run.error.bad_request':
    'Der GEO-Audit-Server hat die Anfrage nicht verstanden ({{detail}}). Bitten Sie eine Administratorin oder einen Administrator zu prüfen, ob Plugin und Server dieselbe Version haben.',
  'run.error.rate_limited':
    'Gerade wurden zu viele Audits gestartet. Warten Sie einige Minuten und versuchen Sie es dann erneut.',
  'run.error.server_error':
    'Beim GEO-Audit-Server ist ein Problem aufgetreten ({{detail}}). Versuchen Sie es in einigen Minuten erneut. Wenn es wieder passiert, bitten Sie eine Administratorin oder einen Administrator, die Protokolle des Servers zu prüfen.',
  'run.error.audit_failed': 'Der GEO-Audit-Dienst hat das Audit abgelehnt: {{detail}}',
  'run.error.unreachable':
    'Der GEO-Audit-Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut. Wenn es wieder passiert, bitten Sie eine Administratorin oder einen Administrator, die Handler-URL des Plugins und die erlaubten Studio-Ursprünge des Servers zu prüfen.',
  'run.error.unexpected':
    'Der GEO-Audit-Server hat eine Antwort gegeben, die das Studio nicht versteht ({{detail}}). Bitten Sie eine Administratorin oder einen Administrator, die Handler-URL des Plugins zu prüfen.',
};
