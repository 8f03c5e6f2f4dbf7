import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { statementMessage } from '@garden/core';
import {
  CURRENT_JOB_KEY,
  PASSWORD_CHECK_MESSAGES,
  UNKNOWN_ERROR_MESSAGE,
  checkPasswordProtection,
  fetchJobStatus,
  fetchRecentStatements,
  protectionCheckProblem,
  readScansSetting,
  saveReadScansSetting,
  uploadStatement,
  uploadStatements,
  validateFiles,
  wrongPassword,
  type RecentStatement,
} from './statements-api';

const INCORRECT_PASSWORD = statementMessage('WRONG_PASSWORD');

export interface StatementUploadOptions {
  /** Onboarding takes one file only. */
  single: boolean;
  /** Called instead of going to the upload queue, for callers that show progress themselves. */
  onStarted?: (jobId: string) => void;
}

/** What the uploader shows and what the person can do with it. */
export interface StatementUpload {
  files: File[];
  /** Why the chosen files cannot be planted (type, size, count). */
  problems: string[];
  error: string | null;
  busy: boolean;
  /** Names of the files whose passwords are asked for; null when the password dialog is closed. */
  lockedNames: string[] | null;
  passwordError: string | null;
  /** An earlier upload still running: its job id (the uploader then only points to it). */
  running: string | null;
  recent: RecentStatement[] | null;
  recentError: string | null;
  readScans: boolean;
  add: (picked: FileList | null) => void;
  remove: (index: number) => void;
  clear: () => void;
  plant: () => Promise<void>;
  /** The passwords typed in the dialog, in the order of lockedNames. */
  unlock: (entered: string[]) => Promise<void>;
  cancelUnlock: () => void;
  loadRecent: () => void;
  setReadScans: (on: boolean) => void;
  viewProgress: (jobId: string) => void;
}

/**
 * The statement uploader's state and steps: files chosen and checked, the password check and dialog, the
 * upload, an earlier upload still running (remembered in localStorage) and the recently uploaded statements.
 */
export function useStatementUpload({ single, onStarted }: StatementUploadOptions): StatementUpload {
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [locked, setLocked] = useState<number[] | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const [recent, setRecent] = useState<RecentStatement[] | null>(null);
  const [recentError, setRecentError] = useState<string | null>(null);
  const [readScans, setReadScansState] = useState(readScansSetting);

  const viewProgress = useCallback(
    (jobId: string) => void navigate(`/upload-queue?jobId=${encodeURIComponent(jobId)}`),
    [navigate],
  );

  const loadRecent = useCallback(() => {
    fetchRecentStatements(5)
      .then((statements) => {
        setRecent(statements);
        setRecentError(null);
      })
      .catch(() => setRecentError('Failed to load recent statements'));
  }, []);

  useEffect(() => {
    loadRecent();
    const stored = localStorage.getItem(CURRENT_JOB_KEY);
    if (!stored) return;
    fetchJobStatus(stored)
      .then((job) => {
        if (job.status === 'queued' || job.status === 'processing') setRunning(stored);
        else localStorage.removeItem(CURRENT_JOB_KEY);
      })
      .catch((failure: unknown) => {
        // A job that no longer exists is forgotten; a failed read says so and keeps the job for later.
        if (failure instanceof Error && /not found/i.test(failure.message)) localStorage.removeItem(CURRENT_JOB_KEY);
        else setError('Failed to check upload status');
      });
  }, [loadRecent]);

  // Single mode shows the spec's short "Invalid file" instead of one message per file.
  const check = (candidates: File[]) => {
    const found = validateFiles(candidates);
    return single && found.length > 0 ? ['Invalid file'] : found;
  };

  const choose = (next: File[]) => {
    setFiles(next);
    setProblems(check(next));
  };

  const add = (picked: FileList | null) => {
    if (!picked) return;
    choose(single ? Array.from(picked).slice(0, 1) : [...files, ...Array.from(picked)]);
    setError(null);
  };

  const remove = (index: number) => choose(files.filter((_, position) => position !== index));

  const clear = () => {
    setFiles([]);
    setProblems([]);
    setError(null);
  };

  const start = async (passwords: string[]) => {
    setBusy(true);
    try {
      if (locked) {
        // A wrong password keeps the dialog open.
        const checks = await checkPasswordProtection(files, passwords);
        if (checks.some(wrongPassword)) {
          setPasswordError(INCORRECT_PASSWORD);
          return;
        }
        const problem = protectionCheckProblem(checks);
        if (problem) {
          setLocked(null);
          setError(problem);
          return;
        }
      }
      const [onlyFile] = files;
      const jobId =
        single && onlyFile
          ? await uploadStatement(onlyFile, passwords[0] ?? '')
          : await uploadStatements(files, passwords);
      setLocked(null);
      if (onStarted) {
        onStarted(jobId);
        return;
      }
      localStorage.setItem(CURRENT_JOB_KEY, jobId);
      viewProgress(jobId);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : UNKNOWN_ERROR_MESSAGE;
      if (/password|encrypted/i.test(message) && locked) setPasswordError(INCORRECT_PASSWORD);
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  const plant = async () => {
    if (files.length === 0 || problems.length > 0) {
      if (problems.length > 0) setError(single ? 'Invalid file' : 'Some files are invalid');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const checks = await checkPasswordProtection(files);
      const needing = checks.flatMap((check, index) => (check.is_password_protected ? [index] : []));
      setBusy(false);
      // A file the check could not read is never uploaded blindly: the person is told and decides.
      const problem = protectionCheckProblem(checks);
      if (problem) {
        setError(problem);
        return;
      }
      if (needing.length > 0) {
        setPasswordError(null);
        setLocked(needing);
        return;
      }
      await start(files.map(() => ''));
    } catch (failure) {
      setBusy(false);
      setError(failure instanceof Error ? failure.message : PASSWORD_CHECK_MESSAGES.couldNotCheck);
    }
  };

  const unlock = (entered: string[]) => {
    const passwords = files.map(() => '');
    (locked ?? []).forEach((index, position) => {
      passwords[index] = entered[position] ?? '';
    });
    return start(passwords);
  };

  const setReadScans = (on: boolean) => {
    setReadScansState(on);
    saveReadScansSetting(on);
  };

  return {
    files,
    problems,
    error,
    busy,
    lockedNames: locked && locked.map((index) => files[index]?.name ?? ''),
    passwordError,
    running,
    recent,
    recentError,
    readScans,
    add,
    remove,
    clear,
    plant,
    unlock,
    cancelUnlock: () => setLocked(null),
    loadRecent,
    setReadScans,
    viewProgress,
  };
}
