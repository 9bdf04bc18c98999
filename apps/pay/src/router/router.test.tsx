import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './history';
import { Link, Navigate, Router, useNavigate, useParams, useSearchParams } from './router';

function Token() {
  const { token } = useParams<{ token: string }>();
  const search = useSearchParams();
  return (
    <p>
      token {token} email {search.get('email') ?? '-'}
    </p>
  );
}

function GoProcessing() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('./processing', { replace: true })}>
      pay
    </button>
  );
}

function Boom(): never {
  throw new Error('kaput');
}

const errorElement = (error: Error) => <p>Unexpected Application Error! {error.message}</p>;

function setup(initial: string, routes = defaultRoutes) {
  const history = createMemoryHistory(initial);
  render(
    <Router
      history={history}
      routes={routes}
      notFound={<p>not found</p>}
      errorElement={errorElement}
    />,
  );
  return history;
}

const defaultRoutes = [
  {
    path: '/pay/:token',
    element: (
      <>
        <Token />
        <GoProcessing />
        <Link to="./receipt">receipt</Link>
      </>
    ),
  },
  { path: '/pay/:token/processing', element: <p>processing</p> },
  { path: '/pay/:token/receipt', element: <p>receipt page</p> },
  { path: '/pay/:token/complete', element: <Navigate to="/pay/t1/receipt" replace /> },
  { path: '/boom', element: <Boom /> },
];

describe('Router', () => {
  it('renders the matching route with its params and search', () => {
    setup('/pay/t1?email=a%40b.co');
    expect(screen.getByText('token t1 email a@b.co')).toBeInTheDocument();
  });

  it('renders notFound for an unknown address', () => {
    setup('/nowhere');
    expect(screen.getByText('not found')).toBeInTheDocument();
  });

  it('navigates relatively and replaces history when asked', async () => {
    const history = setup('/pay/t1');
    await userEvent.click(screen.getByRole('button', { name: 'pay' }));
    expect(screen.getByText('processing')).toBeInTheDocument();
    expect(history.entries).toEqual(['/pay/t1/processing']);
  });

  it('links push a new entry', async () => {
    const history = setup('/pay/t1');
    await userEvent.click(screen.getByRole('link', { name: 'receipt' }));
    expect(screen.getByText('receipt page')).toBeInTheDocument();
    expect(history.entries).toEqual(['/pay/t1', '/pay/t1/receipt']);
  });

  it('Navigate redirects with replace', () => {
    const history = setup('/pay/t1/complete');
    expect(screen.getByText('receipt page')).toBeInTheDocument();
    expect(history.entries).toEqual(['/pay/t1/receipt']);
  });

  it('shows the error element for a route that throws, and recovers on navigation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const history = setup('/boom');
    expect(screen.getByText('Unexpected Application Error! kaput')).toBeInTheDocument();
    act(() => history.push('/pay/t2'));
    expect(screen.getByText('token t2 email -')).toBeInTheDocument();
  });
});
