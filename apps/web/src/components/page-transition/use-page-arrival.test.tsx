import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  useNavigationType,
  useSearchParams,
} from 'react-router';
import { afterEach, expect, it } from 'vitest';

import { usePageArrival } from './use-page-arrival';

/**
 * A page whose search box writes the address as the catalog's does (replace, same path); Enter in
 * it closes the box as it searches, as the header's search panel does.
 */
function Page() {
  const location = useLocation();
  usePageArrival({ location, navigationType: useNavigationType(), keepScroll: true });
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(true);
  return (
    <main>
      <h1 tabIndex={-1}>{location.pathname}</h1>
      {shown && (
        <input
          aria-label="Search"
          defaultValue={params.get('q') ?? ''}
          onChange={(event) => {
            setParams({ q: event.target.value }, { replace: true });
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            setShown(false);
            setParams({ q: event.currentTarget.value });
          }}
        />
      )}
    </main>
  );
}

function renderPages() {
  const router = createMemoryRouter(
    [
      { path: '/gift-items', element: <Page /> },
      { path: '/brand', element: <Page /> },
    ],
    { initialEntries: ['/gift-items'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('moves the focus to the heading of a new page', async () => {
  const router = renderPages();
  await act(() => router.navigate('/brand'));
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: '/brand' }));
});

it('leaves the focus where it is when only the address of the same page changes', async () => {
  const router = renderPages();
  const search = screen.getByRole('textbox', { name: 'Search' });
  search.focus();
  await act(() => router.navigate('/gift-items?q=kopi', { replace: true }));
  expect(document.activeElement).toBe(search);
  await act(() => router.navigate('/gift-items?q=kopi&sort=new'));
  expect(document.activeElement).toBe(search);
});

it('gives the heading the focus when the control that changed the address is gone', async () => {
  const router = renderPages();
  const search = screen.getByRole('textbox', { name: 'Search' });
  search.focus();
  fireEvent.keyDown(search, { key: 'Enter' });
  await waitFor(() => {
    expect(router.state.location.search).toBe('?q=');
  });
  expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: '/gift-items' }));
});
