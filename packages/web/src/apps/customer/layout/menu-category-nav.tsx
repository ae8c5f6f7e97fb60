import { normalizeSlug } from '@horno/domain/slug';
import { useMatch } from 'react-router';
import { useChosenBranch } from '../../../features/branches/hooks/use-chosen-branch';
import { CategoryBar } from '../../../features/menu/components/category-bar';

/**
 * The category bar for the chosen branch, sticky under the top bar on menu pages. None while
 * there is no branch to show (none open yet, or one to choose): its placeholders would stay.
 */
export function MenuCategoryNav() {
  const { sedeId, branches, resolving } = useChosenBranch();
  const match = useMatch('/menu/:slug');
  if (sedeId === null && !branches.isPending && !resolving) return null;
  return (
    <div className="sticky top-0 z-30">
      <CategoryBar sedeId={sedeId} activeSlug={normalizeSlug(match?.params.slug)} />
    </div>
  );
}
