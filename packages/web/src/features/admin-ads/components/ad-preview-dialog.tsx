import type { Publicidad } from '@horno/domain/ads';
import { imageSrcSet } from '@horno/domain/images';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

const PREVIEW_SIZES = '(min-width: 768px) 672px, calc(100vw - 40px)';

/** 'Previsualizar': the ad's picture as customers will see it, and 'Cerrar'. */
export function AdPreviewDialog({ ad, onClose }: { ad: Publicidad | null; onClose: () => void }) {
  const srcSet = ad ? imageSrcSet(ad.imagen) : undefined;
  return (
    <Modal
      open={ad !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={ad?.titulo ?? ''}
      widthClass="sm:max-w-3xl"
      footer={
        <div className="flex justify-end">
          <Button variant="secondary" size="sm" onClick={onClose}>
            Cerrar
          </Button>
        </div>
      }
    >
      {ad ? (
        <img
          src={ad.imagen}
          srcSet={srcSet}
          sizes={srcSet && PREVIEW_SIZES}
          alt={`Imagen de la publicidad ${ad.titulo}`}
          width={1280}
          height={720}
          className="aspect-video w-full rounded-2xl bg-surface-muted object-cover"
        />
      ) : null}
    </Modal>
  );
}
