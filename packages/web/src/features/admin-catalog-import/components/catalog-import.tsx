import { SHEET_MAX_BYTES, type SheetImportResult } from '@horno/domain/catalog-sheet';
import { Download, FileSpreadsheet, Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { failureMessage } from '../../../lib/error-message';
import { Link } from '../../../lib/link';
import { notify } from '../../../lib/toast';
import { downloadSheet, type SheetFormat, useImportCatalog } from '../api/import-catalog';
import { ImportPreviewTable } from './import-preview-table';

const TOO_LARGE = 'El archivo no puede superar 5 MB.';

function Downloads() {
  const [busy, setBusy] = useState<string | null>(null);
  const get = async (what: 'plantilla' | 'exportar', formato: SheetFormat) => {
    setBusy(`${what}-${formato}`);
    try {
      await downloadSheet(what, formato);
    } catch (error) {
      notify.error(failureMessage('No se pudo descargar el archivo', error));
    } finally {
      setBusy(null);
    }
  };
  const button = (what: 'plantilla' | 'exportar', formato: SheetFormat, label: string) => (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      disabled={busy !== null}
      onClick={() => void get(what, formato)}
    >
      {busy === `${what}-${formato}` ? (
        <Spinner />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {label}
    </Button>
  );
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-extrabold text-ink">Plantilla y catálogo</h2>
      <p className="text-sm text-ink-muted">
        Un producto por fila: su categoría, nombre y descripción; «precio» o el precio de cada
        tamaño (vacío: no se ofrece); las adiciones como «Queso mozzarella:4000; Tocineta:5000»; y
        «sí» o «no» en cada sede. Los precios se escriben como quieras: $ 25.900, 25.900 o 25900. El
        XLSX trae también la hoja de ingredientes.
      </p>
      <div className="flex flex-wrap gap-2">
        {button('plantilla', 'xlsx', 'Descargar plantilla (XLSX)')}
        {button('plantilla', 'csv', 'Descargar plantilla (CSV)')}
        {button('exportar', 'xlsx', 'Exportar catálogo (XLSX)')}
        {button('exportar', 'csv', 'Exportar catálogo (CSV)')}
      </div>
    </Card>
  );
}

function Summary({ result }: { result: SheetImportResult }) {
  const { crear, actualizar, sin_cambios: same, errores } = result;
  return (
    <div className="space-y-3">
      <p className="text-ink" role="status">
        <span className="font-extrabold">{crear}</span> para crear,{' '}
        <span className="font-extrabold">{actualizar}</span> para actualizar y{' '}
        <span className="font-extrabold">{same}</span> sin cambios.
      </p>
      {errores.length > 0 && (
        <div role="alert" className="space-y-2 rounded-2xl bg-warning-soft p-4 text-warning">
          <p className="font-extrabold">
            {errores.length === 1 ? 'Hay 1 error' : `Hay ${errores.length} errores`}: corrige el
            archivo y vuelve a subirlo. No se importará nada mientras haya errores.
          </p>
          <ul className="max-h-64 space-y-1 overflow-y-auto text-sm">
            {errores.slice(0, 200).map((e) => (
              <li key={`${e.fila}-${e.columna}-${e.mensaje}`}>
                Fila {e.fila}, columna «{e.columna}»: {e.mensaje}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * /productos/importar: the menu from a spreadsheet. The file is read and previewed row by row
 * before anything is written; 'Importar' applies it whole, or nothing (issue 29).
 */
export function CatalogImport() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const importer = useImportCatalog();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<SheetImportResult | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const pick = async (chosen: File | undefined) => {
    setPreview(null);
    setDone(null);
    setProblem(null);
    if (!chosen) return;
    if (chosen.size > SHEET_MAX_BYTES) {
      setFile(null);
      setProblem(TOO_LARGE);
      return;
    }
    setFile(chosen);
    try {
      setPreview(await importer.mutateAsync({ file: chosen, aplicar: false }));
    } catch (error) {
      setProblem(failureMessage('No se pudo leer el archivo', error));
    }
  };

  const apply = async () => {
    if (!file) return;
    try {
      const result = await importer.mutateAsync({ file, aplicar: true });
      if (!result.aplicado) {
        setPreview(result);
        notify.error('El catálogo cambió y el archivo tiene errores: revisa la vista previa.');
        return;
      }
      setPreview(null);
      setFile(null);
      setDone(result.mensaje);
      notify.success(result.mensaje ?? 'Importación terminada');
    } catch (error) {
      notify.error(failureMessage('No se pudo importar el archivo', error));
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void pick(event.dataTransfer.files[0]);
  };

  const canApply =
    preview !== null && preview.errores.length === 0 && preview.crear + preview.actualizar > 0;

  return (
    <div className="space-y-4">
      <Downloads />
      <Card className="space-y-4">
        <h2 className="text-lg font-extrabold text-ink">Archivo</h2>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center',
            over ? 'border-primary bg-primary-soft' : 'border-line bg-surface-muted/40',
          )}
        >
          <FileSpreadsheet aria-hidden="true" className="size-8 text-ink-muted" />
          <p className="text-sm text-ink-muted">
            Suelta aquí el archivo, o elígelo. CSV o XLSX, hasta 5 MB y 5.000 productos; sin
            fórmulas ni macros.
          </p>
          <label htmlFor={inputId} className={buttonClass({ size: 'sm' })}>
            <Upload aria-hidden="true" className="size-4" />
            {file ? 'Elegir otro archivo' : 'Elegir archivo'}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="sr-only"
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {file && <p className="text-sm font-bold text-ink">{file.name}</p>}
        </div>
        {importer.isPending && !preview && (
          <p className="flex items-center gap-2 text-ink-muted" role="status">
            <Spinner /> Leyendo el archivo...
          </p>
        )}
        {problem && (
          <p role="alert" className="rounded-2xl bg-warning-soft p-4 font-bold text-warning">
            {problem}
          </p>
        )}
        {done && (
          <div role="status" className="space-y-3 rounded-2xl bg-success-soft p-4 text-success">
            <p className="font-extrabold">{done}</p>
            <Link
              to="/productos/listado"
              className={buttonClass({ size: 'sm', variant: 'secondary' })}
            >
              Ver productos
            </Link>
          </div>
        )}
        {preview && <Summary result={preview} />}
      </Card>
      {preview && (
        <>
          <ImportPreviewTable filas={preview.filas} />
          <div className="sticky bottom-0 -mx-1 flex justify-end rounded-2xl bg-page/95 px-1 py-3 backdrop-blur">
            <Button
              type="button"
              disabled={!canApply || importer.isPending}
              onClick={() => void apply()}
            >
              {importer.isPending ? <Spinner /> : null}
              {importer.isPending ? 'Importando...' : 'Importar'}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
