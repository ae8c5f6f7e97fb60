import { useState } from 'react';
import { ApiError, type RequestOptions } from './api-client';

/**
 * The version (ETag) of each back-office record as its last read answered it, by address. A
 * form takes it as it opens (`useRecordVersion`) and sends it with its save (`If-Match`): the
 * server refuses with 412 a save of a record another person changed meanwhile (decision 027).
 */
const lastRead = new Map<string, string>();

/** `onHeaders` for a record's read: remembers the version it answered. */
export const remembersVersion =
  (address: string) =>
  (headers: Headers): void => {
    const etag = headers.get('etag');
    if (etag) lastRead.set(address, etag);
  };

/** The version a form loaded, sent with each save and replaced by the one the save answers. */
export interface RecordVersion {
  readonly current: string | undefined;
  /** The request options of a save: `If-Match`, and the new version from the answer. */
  save(): Pick<RequestOptions, 'headers' | 'onHeaders'>;
}

/** Without an address (a new record), nothing is sent. */
export function recordVersion(address: string | undefined): RecordVersion {
  let current = address === undefined ? undefined : lastRead.get(address);
  return {
    get current() {
      return current;
    },
    save: () => ({
      ...(current ? { headers: { 'If-Match': current } } : {}),
      onHeaders: (headers) => {
        const etag = headers.get('etag');
        if (!etag) return;
        current = etag;
        if (address !== undefined) lastRead.set(address, etag);
      },
    }),
  };
}

/** The version of the record read from `address`, as it was when the form opened. */
export function useRecordVersion(address: string | undefined): RecordVersion {
  return useState(() => recordVersion(address))[0];
}

/** A save refused because another person changed the record meanwhile (412). */
export const isStaleRecord = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 412;
