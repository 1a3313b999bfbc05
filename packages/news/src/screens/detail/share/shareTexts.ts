/** Texts of the share poster and sharing (our wording; SPEC §2 names the two buttons only). */
export const SHARE_BUTTON_TEXT = '分享';
export const POSTER_DIALOG_TITLE = '分享海报';
export const SAVE_POSTER_TEXT = '保存海报';
export const SHARE_NEWS_TEXT = '分享新闻';
export const POSTER_SAVED_ALBUM = '海报已保存到相册';
export const POSTER_DOWNLOADED = '海报已下载';
export const POSTER_LONG_PRESS = '长按图片保存到手机';
export const POSTER_FAILED = '海报生成失败，请重试';
export const LINK_COPIED = '链接已复制，快去分享给好友吧';
export const SHARE_FAILED = '分享失败，请稍后重试';
