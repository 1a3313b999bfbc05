// The least the reader's libraries cost before one line of the reader: the bare page plus React
// Router and TanStack Query, using what the shell and @shqcb/api use of them (a hash router with
// routes, links and the location hooks; one query client with a query, an infinite list and a
// mutation). `pnpm bench` reports its bytes beside the bare page's and the home's (decision 0051).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Link, Route, Routes, matchPath, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryClient, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';

const client = new QueryClient();

function Floor() {
  const navigate = useNavigate();
  const location = useLocation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const title = useQuery({ queryKey: ['title'], queryFn: async () => '上海汽车报' }, client);
  const list = useInfiniteQuery(
    { queryKey: ['list'], queryFn: async () => [id ?? ''], initialPageParam: 1, getNextPageParam: (_last, pages) => pages.length + 1 },
    client,
  );
  const like = useMutation({ mutationFn: async () => search.get('type') }, client);
  const detail = matchPath('/text-detail/:id', location.pathname) !== null;
  return (
    <main>
      <h1>{title.data ?? '上海汽车报'}</h1>
      <p>本页只有阅读器所用的库，没有阅读器的代码，是字节数的下限。{list.data?.pages.length ?? 0}</p>
      <button type="button" onClick={() => (detail ? like.mutate() : navigate('/text-detail/1'))}>
        {detail ? '点赞' : '打开'}
      </button>
      <Link to="/index">首页</Link>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <HashRouter>
      <Routes>
        <Route path="/text-detail/:id" element={<Floor />} />
        <Route path="*" element={<Floor />} />
      </Routes>
    </HashRouter>
  </StrictMode>,
);
