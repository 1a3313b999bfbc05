// Measures what each widget costs a page: bundles every widget's exports on their own through the
// public barrel (as a consumer imports them), minified, React external, and prints min+gzip bytes of
// the JavaScript and of the CSS it pulls in. Run: `node scripts/measure-sizes.ts` (Node 24 strips types).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Plugin, Rolldown } from 'vite';

const barrel = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const theme = fileURLToPath(new URL('../src/styles/theme.css', import.meta.url));

const widgets: Record<string, string[]> = {
  'Toast (showToast, ToastViewport)': ['showToast', 'hideToast', 'ToastViewport', 'TOAST_DURATION'],
  'LoadingIndicator (+ Spinner)': ['LoadingIndicator'],
  Spinner: ['Spinner'],
  useScrollEnd: ['useScrollEnd'],
  'ListFooter (+ texts)': ['ListFooter', 'LOADING_TEXT', 'END_TEXT', 'EMPTY_TEXT'],
  'SearchHeader (+ formatBadge)': ['SearchHeader', 'formatBadge'],
  'DateHeader (+ formatChineseDate)': ['DateHeader', 'formatChineseDate'],
  IndexTabs: ['IndexTabs'],
  BackHeader: ['BackHeader'],
  'TabBar (+ 5 icons)': ['TabBar', 'TAB_BAR_HEIGHT_REM', 'HomeIcon', 'VideoIcon', 'PaperIcon', 'PodcastIcon', 'MyIcon'],
  'Captcha (+ createCaptchaText, drawCaptcha)': ['Captcha', 'createCaptchaText', 'drawCaptcha'],
  TitleMarquee: ['TitleMarquee'],
  TextInput: ['TextInput', 'DEFAULT_MAX_LENGTH'],
  Button: ['Button'],
  // Dialogs and overlays (issue 3)
  'Dialog (+ CloseButton)': ['Dialog', 'CloseButton'],
  'ConfirmPopup (+ showConfirm)': ['ConfirmPopup', 'showConfirm'],
  Reminder: ['Reminder'],
  ShareTips: ['ShareTips'],
  GoLoginOverlay: ['GoLoginOverlay'],
  'EditDialog (+ showEditDialog)': ['EditDialog', 'showEditDialog'],
  'AreaPicker (+ showAreaPicker, formatAreaResult)': ['AreaPicker', 'showAreaPicker', 'formatAreaResult', 'parseAreaResult'],
  'DistrictSelector (+ SHANGHAI_DISTRICTS)': ['DistrictSelector', 'showDistrictSelector', 'SHANGHAI_DISTRICTS'],
  EquityLock: ['EquityLock'],
  'VersionUpdateOverlay (+ copyText)': ['VersionUpdateOverlay', 'copyText'],
  SubscriptionPrompt: ['SubscriptionPrompt'],
  // Calendars, frames and poster (issue 3)
  'MonthCalendar (+ formatCalendarDate, toCalendarDate)': ['MonthCalendar', 'formatCalendarDate', 'toCalendarDate'],
  DateRangeCalendar: ['DateRangeCalendar'],
  'SignInCalendar (+ isSignedToday)': ['SignInCalendar', 'isSignedToday'],
  SubViewFrame: ['SubViewFrame'],
  FloatingContainer: ['FloatingContainer'],
  FloatingButtons: ['FloatingButtons'],
  'SharePoster (+ addShareFlag; qrcode.react)': ['SharePoster', 'addShareFlag'],
  'exportPoster (+ exportPosterBlob; html-to-image)': ['exportPoster', 'exportPosterBlob'],
};

const gz = (text: string) => gzipSync(text, { level: 9 }).length;

function entryPlugin(code: string): Plugin {
  const id = '\0size-entry';
  return {
    name: 'size-entry',
    enforce: 'pre',
    // Library mode makes the entry absolute (<root>/size-entry), so match on the end.
    resolveId: (source) => (source.endsWith('size-entry') ? id : null),
    load: (loaded) => (loaded === id ? code : null),
  };
}

async function measure(names: string[]) {
  return bundle(`export { ${names.join(', ')} } from ${JSON.stringify(barrel)};`);
}

async function bundle(code: string) {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entryPlugin(code)],
    build: {
      write: false,
      minify: true,
      cssMinify: true,
      lib: { entry: 'size-entry', formats: ['es'], fileName: 'entry' },
      rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  })) as Rolldown.RolldownOutput[];
  let js = 0;
  let css = 0;
  for (const item of result.flatMap((r) => r.output)) {
    if (item.type === 'chunk') js += gz(item.code);
    else if (item.fileName.endsWith('.css')) css += gz(String(item.source));
  }
  return { js, css };
}

const themeMin = await bundle(`import ${JSON.stringify(theme)};`);
const themeRaw = gz(readFileSync(theme, 'utf8'));
const rows: string[] = [];
for (const [widget, names] of Object.entries(widgets)) {
  const { js, css } = await measure(names);
  rows.push(`| ${widget} | ${js} | ${css} | ${js + css} |`);
}
const all = await measure(Object.values(widgets).flat());
console.log('| widget | JS gzip (B) | CSS gzip (B, incl. theme) | total gzip (B) |');
console.log('|---|--:|--:|--:|');
for (const row of rows) console.log(row);
console.log(`| **everything above** | ${all.js} | ${all.css} | ${all.js + all.css} |`);
console.log(`\ntheme.css alone: ${themeMin.css} B min+gzip (${themeRaw} B gzip unminified), counted once per page.`);
