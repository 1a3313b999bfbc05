import { HelpDocument } from './HelpDocument.tsx';

/** 帮助中心 (/help, from /my): the questions the server serves (GET help). */
export default function HelpScreen() {
  return <HelpDocument topic="faq" title="帮助中心" />;
}
