import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Rating } from './Rating';
import { RemoteScope } from './RemoteScope';
import { ErrorPanel, LoadingText, NotFound } from './StatusViews';
import { TagList } from './TagList';

describe('TagList', () => {
  it('lists each tag with a # in a list named Tags', () => {
    render(<TagList tags={['Classic', '<i>Regency</i>']} className="mt-2" />);
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['#Classic', '#<i>Regency</i>']);
    expect(list).toHaveClass('mt-2');
  });

  it('renders nothing for a book without tags', () => {
    const { container } = render(<TagList tags={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Rating', () => {
  it('shows one decimal and reads out of 5', () => {
    render(<Rating value={4} />);
    const rating = screen.getByRole('img', { name: 'Rating 4.0 out of 5' });
    expect(rating).toHaveTextContent('4.0');
  });
});

describe('status views', () => {
  it('LoadingText is a status saying Loading...', () => {
    render(<LoadingText />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('ErrorPanel is an alert with its title and text, and a Retry only when it can retry', async () => {
    const retry = vi.fn();
    const { rerender } = render(<ErrorPanel title="Books could not be loaded">Offline</ErrorPanel>);
    expect(screen.getByRole('alert')).toHaveTextContent('Books could not be loadedOffline');
    expect(screen.getByRole('heading', { level: 2, name: 'Books could not be loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    rerender(<ErrorPanel title="Books could not be loaded" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Books could not be loadedRetry$/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('NotFound says 404! with a link home', () => {
    render(
      <MemoryRouter>
        <NotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '404!' })).toBeInTheDocument();
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });
});

describe('RemoteScope', () => {
  it("marks a remote's subtree with its name", () => {
    render(<RemoteScope name="lists"><p>inside</p></RemoteScope>);
    expect(screen.getByText('inside').parentElement).toHaveAttribute('data-remote', 'lists');
  });
});
