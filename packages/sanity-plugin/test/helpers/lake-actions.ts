import type { LakeTransaction } from './lake-transaction.ts';

/** An action as the Studio and @sanity/client send it to `/data/actions/<dataset>`. */
export type Action = Record<string, unknown> & { actionType?: unknown };

/** The action types the stand-in implements; anything else (releases, variants) is answered 400. */
export const SUPPORTED_ACTIONS = [
  'sanity.action.document.create',
  'sanity.action.document.edit',
  'sanity.action.document.publish',
  'sanity.action.document.discard',
  'sanity.action.document.version.discard',
  'sanity.action.document.unpublish',
  'sanity.action.document.delete',
  'sanity.action.document.replaceDraft',
] as const;

const fail = (status: number, message: string) => Object.assign(new Error(message), { status });

/** A document as the source of another: the system fields the Content Lake sets again are left out. */
function contentOf(doc: Record<string, unknown>): Record<string, unknown> {
  const { _rev, _updatedAt, ...content } = doc;
  return content;
}

function str(action: Action, field: string): string {
  const value = action[field];
  if (typeof value !== 'string' || value === '')
    throw fail(400, `${String(action.actionType)}: "${field}" is required`);
  return value;
}

/**
 * The draft id an action names (`draftId`, or `versionId` for the version actions): only drafts, as the
 * stand-in serves no content releases, and only the draft of the action's published id.
 */
function draftIdOf(action: Action, publishedId: string | undefined, field = 'draftId'): string {
  const id = str(action, field);
  if (!id.startsWith('drafts.'))
    throw fail(400, `${String(action.actionType)}: "${id}" is not a draft id (releases are not served)`);
  if (publishedId !== undefined && id !== `drafts.${publishedId}`)
    throw fail(400, `${String(action.actionType)}: "${id}" is not the draft of "${publishedId}"`);
  return id;
}

function checkRevision(doc: Record<string, unknown> | undefined, expected: unknown, what: string) {
  if (typeof expected === 'string' && doc?._rev !== expected)
    throw fail(409, `The ${what} revision is ${String(doc?._rev ?? 'missing')}, expected ${expected}`);
}

/**
 * Runs one Actions-API action as the Content Lake does, by writing the mutations it stands for into the
 * transaction: create a draft, edit it (from the published document when there is no draft yet), publish
 * (the draft replaces the published document and is removed), discard, unpublish, delete (the published
 * document and the drafts named in `includeDrafts`), replace a draft. A conflict with
 * the dataset (publishing without a draft, a stale `ifPublishedRevisionId`, creating what exists) throws
 * with status 409, a malformed or unsupported action with status 400.
 *
 * @example
 * ```ts
 * applyAction({ actionType: 'sanity.action.document.publish', draftId: 'drafts.a1', publishedId: 'a1' }, tx);
 * ```
 */
export function applyAction(action: Action, tx: Pick<LakeTransaction, 'get' | 'apply'>): void {
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const publishedId = str(action, 'publishedId');
      const attributes = (action.attributes ?? {}) as Record<string, unknown>;
      if (typeof attributes._type !== 'string') throw fail(400, 'create: "attributes._type" is required');
      const draftId = draftIdOf(
        { ...action, draftId: attributes._id ?? `drafts.${publishedId}` },
        publishedId,
      );
      if (tx.get(draftId)) {
        if (action.ifExists === 'ignore') return;
        throw fail(409, `A draft of "${publishedId}" already exists`);
      }
      // Of a published document, the new draft starts from its content.
      const published = tx.get(publishedId);
      const base = published ? contentOf(published) : {};
      tx.apply({ create: { ...base, ...contentOf(attributes), _id: draftId } });
      return;
    }
    case 'sanity.action.document.edit': {
      const publishedId = str(action, 'publishedId');
      const draftId = draftIdOf(action, publishedId, action.versionId ? 'versionId' : 'draftId');
      if (!tx.get(draftId)) {
        const published = tx.get(publishedId);
        if (!published)
          throw fail(409, `Cannot edit "${publishedId}": it has neither a draft nor a published version`);
        tx.apply({ createIfNotExists: { ...contentOf(published), _id: draftId } });
      }
      const { id: _ignored, ...patch } = (action.patch ?? {}) as Record<string, unknown>;
      tx.apply({ patch: { ...patch, id: draftId } });
      return;
    }
    case 'sanity.action.document.publish': {
      const publishedId = str(action, 'publishedId');
      const draftId = draftIdOf(action, publishedId);
      const draft = tx.get(draftId);
      if (!draft) throw fail(409, `Cannot publish "${publishedId}": the draft "${draftId}" does not exist`);
      checkRevision(draft, action.ifDraftRevisionId, 'draft');
      checkRevision(tx.get(publishedId), action.ifPublishedRevisionId, 'published');
      tx.apply({ createOrReplace: { ...contentOf(draft), _id: publishedId } });
      tx.apply({ delete: { id: draftId } });
      return;
    }
    case 'sanity.action.document.discard':
    case 'sanity.action.document.version.discard': {
      const field = action.actionType === 'sanity.action.document.discard' ? 'draftId' : 'versionId';
      const draftId = draftIdOf(action, undefined, field);
      if (!tx.get(draftId)) throw fail(409, `Cannot discard "${draftId}": it does not exist`);
      tx.apply({ delete: { id: draftId } });
      return;
    }
    case 'sanity.action.document.unpublish': {
      const publishedId = str(action, 'publishedId');
      const draftId = draftIdOf(action, publishedId);
      const published = tx.get(publishedId);
      if (!published) throw fail(409, `Cannot unpublish "${publishedId}": it is not published`);
      // The published content is kept as the draft, unless a draft with newer edits exists.
      if (!tx.get(draftId)) tx.apply({ createIfNotExists: { ...contentOf(published), _id: draftId } });
      tx.apply({ delete: { id: publishedId } });
      return;
    }
    case 'sanity.action.document.delete': {
      const publishedId = str(action, 'publishedId');
      const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts.map(String) : [];
      for (const id of drafts) draftIdOf({ ...action, draftId: id }, publishedId);
      if (!tx.get(publishedId)) throw fail(409, `Cannot delete "${publishedId}": it is not published`);
      for (const id of [publishedId, ...drafts]) if (tx.get(id)) tx.apply({ delete: { id } });
      return;
    }
    case 'sanity.action.document.replaceDraft': {
      const publishedId = str(action, 'publishedId');
      const attributes = (action.attributes ?? {}) as Record<string, unknown>;
      const draftId = draftIdOf(
        { ...action, draftId: attributes._id ?? `drafts.${publishedId}` },
        publishedId,
      );
      tx.apply({ createOrReplace: { ...contentOf(attributes), _id: draftId } });
      return;
    }
    default:
      throw fail(400, `Unsupported action type ${String(action.actionType)}`);
  }
}
