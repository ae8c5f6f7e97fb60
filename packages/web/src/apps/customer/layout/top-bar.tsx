import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { BranchSelect } from '../../../features/branches/components/branch-select';

export function TopBar() {
  return (
    <header className="border-b border-line/70 bg-surface">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <Link
          to="/menu"
          aria-label="Horno, ir al menú"
          className="-ml-1 inline-flex min-h-11 shrink-0 items-center rounded-xl px-1"
        >
          <Logo />
        </Link>
        <BranchSelect />
      </div>
    </header>
  );
}
