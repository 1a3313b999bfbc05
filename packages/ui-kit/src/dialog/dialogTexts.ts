/** Message of the `Error` a dismissed picker or edit dialog rejects with (SPEC §8). */
export const CANCELLED_TEXT = '已取消';

/** Accessible name of the × button of a dialog (our wording; SPEC gives none). */
export const CLOSE_TEXT = '关闭';

/** Default confirm and cancel labels of the pop-ups (our wording; SPEC gives none). */
export const CONFIRM_TEXT = '确定';
export const CANCEL_TEXT = '取消';
