import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './history';
import { Navigate, Router, useNavigate, useSearchParams } from './router';

function Search({ name }: { name: string }) {
  const search = useSearchParams();
  return (
    <p>
      {name} email {search.get('email') ?? '-'}
    </p>
  );
}

function Go({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to, { replace })}>
      go {to}
    </button>
  );
}

function Boom(): never {
  throw new Error('kaput');
}

const errorElement = (error: Error) => <p>Unexpected Application Error! {error.message}</p>;

/** A route table of addresses to elements; any other address is not found. */
function route(pathname: string) {
  switch (pathname) {
    case '/one':
      return (
        <>
          <Search name="one" />
          <Go to="/two" replace />
          <Go to="/three" />
        </>
      );
    case '/two':
      return <p>two</p>;
    case '/three':
      return <p>three</p>;
    case '/redirect':
      return <Navigate to="/three" replace />;
    case '/boom':
      return <Boom />;
    default:
      return null;
  }
}

function setup(initial: string) {
  const history = createMemoryHistory(initial);
  render(
    <Router
      history={history}
      route={route}
      notFound={<p>not found</p>}
      errorElement={errorElement}
    />,
  );
  return history;
}

describe('Router', () => {
  it('renders the element of the address, with its search', () => {
    setup('/one?email=a%40b.co');
    expect(screen.getByText('one email a@b.co')).toBeInTheDocument();
  });

  it('renders notFound for an address no route has', () => {
    setup('/nowhere');
    expect(screen.getByText('not found')).toBeInTheDocument();
  });

  it('navigates, replacing history when asked', async () => {
    const history = setup('/one');
    await userEvent.click(screen.getByRole('button', { name: 'go /two' }));
    expect(screen.getByText('two')).toBeInTheDocument();
    expect(history.entries).toEqual(['/two']);
  });

  it('pushes a new entry otherwise', async () => {
    const history = setup('/one');
    await userEvent.click(screen.getByRole('button', { name: 'go /three' }));
    expect(screen.getByText('three')).toBeInTheDocument();
    expect(history.entries).toEqual(['/one', '/three']);
  });

  it('Navigate redirects with replace', () => {
    const history = setup('/redirect');
    expect(screen.getByText('three')).toBeInTheDocument();
    expect(history.entries).toEqual(['/three']);
  });

  it('shows the error element for a route that throws, and recovers on navigation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const history = setup('/boom');
    expect(screen.getByText('Unexpected Application Error! kaput')).toBeInTheDocument();
    act(() => history.push('/two'));
    expect(screen.getByText('two')).toBeInTheDocument();
  });
});
