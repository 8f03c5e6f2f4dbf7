import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  CSV_IMPORT_MESSAGES,
  CSV_MAX_BYTES,
  CsvImportError,
  applyCsvMapping,
  decodeCsvBytes,
  guessCsvMapping,
  isCsvByType,
  readCsv,
  resolveCsvMapping,
  type CsvGuess,
  type CsvMappedRows,
  type CsvMappingInput,
  type CsvRecord,
} from '@garden/core';
import { CsvImportAccountsDocument } from '../../graphql/generated/graphql';
import { useUploadJob } from '../statements/useUploadJob';
import { importTransactionsCsv, readFileBytes, type CsvJobSummary } from './csv-import-api';

export type CsvImportStage = 'choose' | 'map' | 'preview' | 'import';

export interface LoadedCsvFile {
  file: File;
  records: CsvRecord[];
  guess: CsvGuess;
}

/** The rows as the import will read them (core's rule), or why the mapping cannot read them. */
export interface CsvPreviewState {
  mapped: CsvMappedRows | null;
  error: string | null;
}

interface UseCsvImportOptions {
  open: boolean;
  onClose: () => void;
  onImported?: () => void;
  pollMs: number;
}

/**
 * The CSV import's steps: reads and checks the chosen file, keeps the column mapping and the account, maps the
 * rows for the preview, starts the import job and watches it until its summary arrives.
 */
export function useCsvImport({ open, onClose, onImported, pollMs }: UseCsvImportOptions) {
  const [stage, setStage] = useState<CsvImportStage>('choose');
  const [loaded, setLoaded] = useState<LoadedCsvFile | null>(null);
  const [mapping, setMapping] = useState<CsvMappingInput | null>(null);
  const [accountId, setAccountId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const accountsQuery = useQuery(CsvImportAccountsDocument, { skip: !open });
  const accounts = accountsQuery.data?.accounts ?? [];
  const watch = useUploadJob(jobId, pollMs);
  const summary = watch.summary as CsvJobSummary | null;
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!summary || !jobId || announced.current === jobId || summary.total_transactions_added === 0) return;
    announced.current = jobId;
    onImported?.();
  }, [summary, jobId, onImported]);

  const isExport = loaded?.guess.isExport ?? false;
  const preview: CsvPreviewState = useMemo(() => {
    if (!loaded || !mapping) return { mapped: null, error: null };
    try {
      return { mapped: applyCsvMapping(loaded.records, resolveCsvMapping(loaded.records, mapping)), error: null };
    } catch (error) {
      return { mapped: null, error: error instanceof CsvImportError ? error.message : String(error) };
    }
  }, [loaded, mapping]);

  const reset = () => {
    setStage('choose');
    setLoaded(null);
    setMapping(null);
    setAccountId('');
    setProblem(null);
    setJobId(null);
    setStarting(false);
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (!isCsvByType(file.name, file.type)) return setProblem(CSV_IMPORT_MESSAGES.notCsv);
    if (file.size > CSV_MAX_BYTES) return setProblem(CSV_IMPORT_MESSAGES.tooLarge);
    try {
      const records = readCsv(decodeCsvBytes(await readFileBytes(file)));
      const guess = guessCsvMapping(records);
      const header = records.findIndex((record) => record.line === guess.mapping.header_line);
      if (records.length <= header + 1) throw new CsvImportError(CSV_IMPORT_MESSAGES.noRows);
      setLoaded({ file, records, guess });
      setMapping(guess.mapping);
      setStage(guess.isExport ? 'preview' : 'map');
    } catch (error) {
      setProblem(error instanceof CsvImportError ? error.message : 'The file could not be read.');
    }
  };

  const start = async () => {
    if (!loaded || !mapping) return;
    setStarting(true);
    setProblem(null);
    try {
      setJobId(await importTransactionsCsv(loaded.file, isExport ? null : mapping, accountId || null));
      setStage('import');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The import could not be started.');
    } finally {
      setStarting(false);
    }
  };

  return {
    stage,
    setStage,
    loaded,
    mapping,
    setMapping,
    accountId,
    setAccountId,
    accounts,
    problem,
    starting,
    job: watch.job,
    jobError: watch.error,
    summary,
    isExport,
    preview,
    needsAccount: !isExport && !accountId,
    reset,
    close,
    choose,
    start,
  };
}
