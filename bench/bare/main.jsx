// The bench's baseline: the least a React 19 page costs (react + react-dom, one render), so the
// reader's figures can be read as "how much more than React itself".
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Bare() {
  return (
    <main>
      <h1>上海汽车报</h1>
      <p>本页只有一个标题和一段文字，是性能测试的基准页。</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Bare />
  </StrictMode>,
);
