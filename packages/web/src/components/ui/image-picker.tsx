import { detectImageType, IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@horno/domain/images';
import { ImagePlus } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { buttonClass } from './button';
import { FieldError } from './field-error';
import { cn } from '../../lib/cn';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * Why a chosen file cannot be a picture, as the server would say it (its size, then its bytes,
 * never its name: issue 30), or null.
 */
async function pictureProblem(file: File): Promise<string | null> {
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  return detectImageType(head) ? null : IMAGE_MESSAGES.notAnImage;
}

/** A picture chosen for a form, and why it was refused (size or content), if it was. */
export function useImageChoice() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  // Only the last choice's check counts (a file is read before it is judged).
  const latest = useRef<File | undefined>(undefined);
  const pick = useCallback((chosen: File | undefined) => {
    latest.current = chosen;
    setError(undefined);
    if (!chosen) return setFile(null);
    void pictureProblem(chosen).then((problem) => {
      if (latest.current !== chosen) return;
      setError(problem ?? undefined);
      setFile(problem ? null : chosen);
    });
  }, []);
  return { file, error, pick };
}

interface ImagePickerProps {
  /** The stored picture's address, when there is one. */
  current: string | null;
  file: File | null;
  error: string | undefined;
  onPick: (file: File | undefined) => void;
  /** The shape customers see it in: a product's 4:3 card (default) or an ad's 16:9 banner. */
  aspect?: '4/3' | '16/9';
  /** A logo is shown whole (contained), not cropped to the shape. */
  whole?: boolean;
  /** Said when there is a current picture. */
  keepHint?: string;
}

const PREVIEW = { '4/3': 'aspect-[4/3] w-32', '16/9': 'aspect-video w-32 sm:w-44' } as const;

/**
 * A picture as customers see it (a product's 4:3, an ad's 16:9), chosen with a button or dropped
 * on it, with the limits said before an upload could fail.
 */
export function ImagePicker({
  current,
  file,
  error,
  onPick,
  aspect = '4/3',
  whole = false,
  keepHint = 'Si no eliges otra, se mantiene la actual.',
}: ImagePickerProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? current;

  return (
    <div className="space-y-2">
      <span className="block text-sm font-bold text-ink">Imagen</span>
      <div
        className={cn(
          'flex items-center gap-4 rounded-xl border-2 border-dashed border-transparent p-1 transition-colors',
          over && 'border-primary bg-surface-muted/60',
        )}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          onPick(event.dataTransfer.files[0]);
        }}
      >
        {shown ? (
          <img
            src={shown}
            alt=""
            className={cn(
              PREVIEW[aspect],
              'rounded-xl',
              whole ? 'bg-surface-muted object-contain' : 'object-cover',
            )}
          />
        ) : (
          <span
            aria-hidden="true"
            className={cn(
              PREVIEW[aspect],
              'flex items-center justify-center rounded-xl bg-surface-muted',
            )}
          >
            <ImagePlus className="size-6 text-ink-muted" />
          </span>
        )}
        <div className="min-w-0">
          <input
            id={id}
            type="file"
            accept={IMAGE_TYPES}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint ${id}-error`}
            onChange={(event) => onPick(event.target.files?.[0])}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className={cn(
              buttonClass({ variant: 'secondary', size: 'sm' }),
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-primary',
            )}
          >
            {shown ? 'Cambiar imagen' : 'Elegir imagen'}
          </label>
          <p className="mt-1 text-sm break-all text-ink-muted">{file?.name ?? ''}</p>
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        JPEG, PNG, WebP o AVIF, hasta 8 MB; también puedes soltarla aquí.{' '}
        {current ? keepHint : null}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
