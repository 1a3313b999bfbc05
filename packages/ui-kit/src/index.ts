// Public API of @shqcb/ui-kit. Every export is named here (no `export *`), so this file is the
// complete list of what other packages may rely on.

// The design tokens (styles/theme.css) are imported by each widget module rather than here: bundlers
// link named imports straight to their modules and skip this barrel, dropping its side effects.

export { BackHeader } from './back-header/BackHeader.tsx';
export type { BackHeaderProps, BackHeaderVariant } from './back-header/BackHeader.tsx';

export { Button } from './button/Button.tsx';
export type { ButtonProps, ButtonVariant } from './button/Button.tsx';

export { Captcha } from './captcha/Captcha.tsx';
export type { CaptchaHandle, CaptchaProps } from './captcha/Captcha.tsx';
export { CAPTCHA_CHARSET, createCaptchaText } from './captcha/createCaptchaText.ts';
export type { RandomSource } from './captcha/createCaptchaText.ts';
export {
  CAPTCHA_DOTS,
  CAPTCHA_FONT_MAX,
  CAPTCHA_FONT_MIN,
  CAPTCHA_LINES,
  CAPTCHA_MAX_ROTATION,
  drawCaptcha,
} from './captcha/drawCaptcha.ts';
export type { CaptchaContext, DrawCaptchaOptions } from './captcha/drawCaptcha.ts';

export { NOW_STEP_MS, setRenderTime, useNow } from './clock/useNow.ts';
export { beijingWallClock } from './clock/beijingTime.ts';

export { DateHeader } from './date-header/DateHeader.tsx';
export type { DateHeaderProps } from './date-header/DateHeader.tsx';
export { formatChineseDate, formatChineseWeekday, toIsoDate } from './date-header/formatChineseDate.ts';

export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion.ts';

export { IndexTabs } from './index-tabs/IndexTabs.tsx';
export type { IndexTab, IndexTabsProps } from './index-tabs/IndexTabs.tsx';

export { EmptyIllustration } from './list/EmptyIllustration.tsx';
export type { EmptyIllustrationProps } from './list/EmptyIllustration.tsx';
export { ListFooter } from './list/ListFooter.tsx';
export type { ListFooterProps, ListStatus } from './list/ListFooter.tsx';
export { EMPTY_TEXT, END_TEXT, ERROR_TEXT, LOADING_TEXT, RETRY_TEXT } from './list/listTexts.ts';
export { SCROLL_END_ERROR, SCROLL_END_THRESHOLD, useScrollEnd } from './list/useScrollEnd.ts';
export type { UseScrollEndOptions } from './list/useScrollEnd.ts';
export { VIRTUAL_OVERSCAN, VIRTUAL_STEP, VIRTUAL_THRESHOLD, VirtualList, preloadVirtualList } from './list/VirtualList.tsx';
export type { VirtualListProps } from './list/VirtualList.tsx';

export { LoadingIndicator } from './loading/LoadingIndicator.tsx';
export type { LoadingIndicatorProps } from './loading/LoadingIndicator.tsx';
export { Spinner } from './loading/Spinner.tsx';
export type { SpinnerProps } from './loading/Spinner.tsx';

export { SearchHeader } from './search-header/SearchHeader.tsx';
export type { SearchHeaderProps } from './search-header/SearchHeader.tsx';
export { BADGE_MAX, formatBadge } from './search-header/formatBadge.ts';

export { TAB_BAR_HEIGHT_REM, TabBar } from './tab-bar/TabBar.tsx';
export type { TabBarItem, TabBarItemType, TabBarProps } from './tab-bar/TabBar.tsx';
export { HomeIcon } from './tab-bar/icons/HomeIcon.tsx';
export { MyIcon } from './tab-bar/icons/MyIcon.tsx';
export { PaperIcon } from './tab-bar/icons/PaperIcon.tsx';
export { PodcastIcon } from './tab-bar/icons/PodcastIcon.tsx';
export { VideoIcon } from './tab-bar/icons/VideoIcon.tsx';
export type { TabIconProps } from './tab-bar/icons/TabIconProps.ts';

export { TextInput, DEFAULT_MAX_LENGTH } from './text-input/TextInput.tsx';
export type { TextInputProps } from './text-input/TextInput.tsx';

export { MARQUEE_INTERVAL_MS, MARQUEE_STEP_PX, TitleMarquee } from './title-marquee/TitleMarquee.tsx';
export type { MarqueeItem, TitleMarqueeProps } from './title-marquee/TitleMarquee.tsx';

export { ToastViewport } from './toast/ToastViewport.tsx';
export { TOAST_DURATION, hideToast, showToast } from './toast/toastStore.ts';
export type { ToastOptions } from './toast/toastStore.ts';

// Dialogs and overlays (issue 3)
export {
  AREA_PICKER_CRUMBS_LABEL,
  AREA_PICKER_PROMPT,
  AREA_PICKER_TITLE,
  AreaPicker,
  showAreaPicker,
} from './area-picker/AreaPicker.tsx';
export type { AreaLoader, AreaPickerOptions, AreaPickerProps } from './area-picker/AreaPicker.tsx';
export { formatAreaResult, parseAreaResult } from './area-picker/areaResult.ts';
export type { AreaNode } from './area-picker/areaResult.ts';
export { ConfirmPopup, CONFIRM_TITLE, showConfirm } from './confirm-popup/ConfirmPopup.tsx';
export type { ConfirmOptions, ConfirmPopupProps } from './confirm-popup/ConfirmPopup.tsx';
export { CloseButton } from './dialog/CloseButton.tsx';
export type { CloseButtonProps } from './dialog/CloseButton.tsx';
export { Dialog } from './dialog/Dialog.tsx';
export type { DialogPlacement, DialogProps } from './dialog/Dialog.tsx';
export { CANCEL_TEXT, CANCELLED_TEXT, CLOSE_TEXT, CONFIRM_TEXT } from './dialog/dialogTexts.ts';
export { DISTRICT_SELECTOR_TITLE, DistrictSelector, showDistrictSelector } from './district-selector/DistrictSelector.tsx';
export type { DistrictSelectorOptions, DistrictSelectorProps } from './district-selector/DistrictSelector.tsx';
export { SHANGHAI_DISTRICTS } from './district-selector/districts.ts';
export type { District } from './district-selector/districts.ts';
export { EditDialog, showEditDialog } from './edit-dialog/EditDialog.tsx';
export type { EditDialogProps, EditOptions } from './edit-dialog/EditDialog.tsx';
export { formatErrorText, matchesPattern, remainingText } from './edit-dialog/editRules.ts';
export {
  EQUITY_LOCK_HOME,
  EQUITY_LOCK_MESSAGE,
  EQUITY_LOCK_TITLE,
  EQUITY_LOCK_UNLOCK,
  EquityLock,
} from './equity-lock/EquityLock.tsx';
export type { EquityLockProps } from './equity-lock/EquityLock.tsx';
export { GO_LOGIN_CANCEL, GO_LOGIN_CONFIRM, GO_LOGIN_MESSAGE, GO_LOGIN_TITLE, GoLoginOverlay } from './go-login/GoLoginOverlay.tsx';
export type { GoLoginOverlayProps } from './go-login/GoLoginOverlay.tsx';
export { REMINDER_TITLE, Reminder } from './reminder/Reminder.tsx';
export type { ReminderProps } from './reminder/Reminder.tsx';
export { SHARE_TIPS_OK, SHARE_TIPS_SUBTEXT, SHARE_TIPS_TEXT, ShareTips } from './share-tips/ShareTips.tsx';
export type { ShareTipsProps } from './share-tips/ShareTips.tsx';
export {
  DB_REMINDER_TEXT,
  HAS_ORDER_TEXT,
  NO_ORDER_TEXT,
  SUBSCRIPTION_PROMPT_MESSAGE,
  SUBSCRIPTION_PROMPT_TITLE,
  SubscriptionPrompt,
} from './subscription-prompt/SubscriptionPrompt.tsx';
export type { SubscriptionPromptProps } from './subscription-prompt/SubscriptionPrompt.tsx';
export { copyText } from './version-update/copyText.ts';
export {
  VERSION_UPDATE_COPIED,
  VERSION_UPDATE_COPY,
  VERSION_UPDATE_COPY_FAILED,
  VERSION_UPDATE_GO_NOW,
  VERSION_UPDATE_MESSAGE,
  VERSION_UPDATE_TITLE,
  VersionUpdateOverlay,
} from './version-update/VersionUpdateOverlay.tsx';
export type {
  VersionUpdateCopyLinkProps,
  VersionUpdateGoNowProps,
  VersionUpdateOverlayProps,
} from './version-update/VersionUpdateOverlay.tsx';

// Calendars, frames and poster (issue 3)
export { DateRangeCalendar } from './date-range-calendar/DateRangeCalendar.tsx';
export type { DateRangeCalendarProps } from './date-range-calendar/DateRangeCalendar.tsx';
export { FEEDBACK_TEXT, FloatingButtons, QUESTION_TEXT } from './floating-buttons/FloatingButtons.tsx';
export type { FloatingButtonsProps } from './floating-buttons/FloatingButtons.tsx';
export { DRAG_THRESHOLD_PX, FloatingContainer } from './floating-container/FloatingContainer.tsx';
export type { FloatingContainerProps } from './floating-container/FloatingContainer.tsx';
export { placeFloating } from './floating-container/floatingGeometry.ts';
export type { FloatingPosition } from './floating-container/floatingGeometry.ts';
export { MonthCalendar } from './month-calendar/MonthCalendar.tsx';
export type { MonthCalendarProps } from './month-calendar/MonthCalendar.tsx';
export {
  CALENDAR_CELLS,
  CALENDAR_DATE_FORMAT,
  CALENDAR_WEEKDAYS,
  buildMonthGrid,
  formatCalendarDate,
  isOutsideRange,
  toCalendarDate,
} from './month-calendar/calendarDates.ts';
export type { CalendarDateInput } from './month-calendar/calendarDates.ts';
export { POSTER_THUMBNAIL_HEIGHT, POSTER_THUMBNAIL_WIDTH, SharePoster } from './share-poster/SharePoster.tsx';
export type { SharePosterProps } from './share-poster/SharePoster.tsx';
export { POSTER_SCALE, exportPoster, exportPosterBlob, needsWarmUp } from './share-poster/exportPoster.ts';
export type { ExportPosterOptions } from './share-poster/exportPoster.ts';
export { SHARE_FLAG, addShareFlag } from './share-poster/shareFlag.ts';
export { SIGNED_TODAY_TEXT, SIGN_IN_TEXT, SIGN_IN_TITLE, SignInCalendar, isSignedToday } from './sign-in-calendar/SignInCalendar.tsx';
export type { SignInCalendarProps } from './sign-in-calendar/SignInCalendar.tsx';
export { SubViewFrame } from './sub-view-frame/SubViewFrame.tsx';
export type { SubViewFrameProps } from './sub-view-frame/SubViewFrame.tsx';

export { preloadRoute, servePreloadRoute, useRouteIntent } from './route-intent/useRouteIntent.ts';
export type { PreloadRoute, RouteIntent, RouteIntentProps } from './route-intent/useRouteIntent.ts';
