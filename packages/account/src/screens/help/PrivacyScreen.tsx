import { HelpDocument } from './HelpDocument.tsx';

/** 隐私政策 (SPEC §2 /yinsi): the versioned policy the server serves (GET help?topic=privacy). */
export default function PrivacyScreen() {
  return <HelpDocument topic="privacy" title="隐私政策" />;
}
