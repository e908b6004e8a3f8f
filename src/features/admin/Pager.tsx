import { Button } from '../../ui/Button';

/** Previous and Next under an admin table paged on the server; `go` sends the page to its machine. */
export function Pager({ label, page, pages, go }: { label: string; page: number; pages: number; go: (page: number) => void }) {
  return (
    <nav aria-label={label} className="mt-3 flex items-center gap-3">
      <Button variant="secondary" disabled={page === 0} onClick={() => go(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page + 1} of {pages}
      </span>
      <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => go(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
