import { SessionKey, getSessionJson, setSessionJson } from '@shqcb/bridge';

type Drafts = Record<string, string>;

const drafts = (): Drafts => getSessionJson<Drafts>(SessionKey.commentDrafts, {});

/** The draft of a comment box kept in this tab's session (e.g. while the reader logs in). */
export function readDraft(key: string): string {
  return drafts()[key] ?? '';
}

export function saveDraft(key: string, text: string): void {
  const all = drafts();
  if (text) all[key] = text;
  else delete all[key];
  setSessionJson(SessionKey.commentDrafts, all);
}

export function clearDraft(key: string): void {
  saveDraft(key, '');
}
