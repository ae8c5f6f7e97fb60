import { normalizeSlug } from '@horno/domain/slug';
import { useMatch } from 'react-router';
import { useChosenBranch } from '../../../features/branches/hooks/use-chosen-branch';
import { CategoryBar } from '../../../features/menu/components/category-bar';

/** The category bar for the chosen branch, sticky under the top bar on menu pages. */
export function MenuCategoryNav() {
  const { sedeId } = useChosenBranch();
  const match = useMatch('/menu/:slug');
  return (
    <div className="sticky top-0 z-30">
      <CategoryBar sedeId={sedeId} activeSlug={normalizeSlug(match?.params.slug)} />
    </div>
  );
}
