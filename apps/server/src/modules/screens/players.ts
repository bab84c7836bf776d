import crypto from 'node:crypto';
import { APP_VERSION_HEADER, DEVICE_SECRET_HEADER, SHOWN_BUNDLE_HEADER } from '@foyer/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { hashToken } from '../../platform/tokens';
import { playerBySecretHash, type PlayerRow } from '../pairing/service';

/** How long a secret's player is answered from memory; every change to a player also clears it. */
const CACHE_TTL_MS = 5_000;
const CACHE_LIMIT = 20_000;

const SECRET = /^[A-Za-z0-9_-]{20,100}$/;
const APP_VERSION = /^[\w.+-]{1,50}$/;

/** The secret header of a request, when it has one (malformed ones too: they are refused as unknown). */
export function secretOf(request: FastifyRequest): string | undefined {
  const value = request.headers[DEVICE_SECRET_HEADER];
  const secret = Array.isArray(value) ? value[0] : value;
  return secret === undefined || secret === '' ? undefined : secret;
}

/** The player's version header, when it is a plausible version string. */
export function appVersionOf(request: FastifyRequest): string | undefined {
  const value = request.headers[APP_VERSION_HEADER];
  const version = (Array.isArray(value) ? value[0] : value)?.trim();
  return version && APP_VERSION.test(version) ? version : undefined;
}

const SHOWN_BUNDLE = /^[A-Za-z0-9_-]{1,64}:\d{1,10}$/;

/** The `<bundle id>:<version>` a stream request says its screen shows, when well formed. */
export function shownBundleOf(request: FastifyRequest): string | undefined {
  const value = request.headers[SHOWN_BUNDLE_HEADER];
  const shown = Array.isArray(value) ? value[0] : value;
  return shown !== undefined && SHOWN_BUNDLE.test(shown) ? shown : undefined;
}

interface Cached {
  player: PlayerRow;
  until: number;
}

/**
 * Players by secret. The database keeps only sha256 of a secret, and a secret is found by its
 * hash; the found row's hash is compared again in constant time. Known secrets are answered from
 * memory for a few seconds, so a thousand polling screens cost no look-up each; any change to a
 * player (linking, a new code) clears its entry on every instance through the event bus.
 */
export class PlayerDirectory {
  private readonly byHash = new Map<string, Cached>();
  private readonly hashById = new Map<string, string>();
  /** Moves with every player change this instance hears of: a row read before a move may be old. */
  private changes = 0;
  private readonly readAt = new WeakMap<PlayerRow, number>();

  constructor(private readonly db: Db) {}

  /** The player of a secret, or undefined when no player has it. */
  async find(secret: string): Promise<PlayerRow | undefined> {
    if (!SECRET.test(secret)) return undefined;
    const hash = hashToken(secret);
    const cached = this.byHash.get(hash);
    const now = performance.now();
    if (cached && cached.until > now) return cached.player;
    const player = await playerBySecretHash(this.db, hash);
    if (!player || !sameHash(player.secret_hash, hash)) {
      this.byHash.delete(hash);
      return undefined;
    }
    if (this.byHash.size >= CACHE_LIMIT) this.clear();
    this.readAt.set(player, this.changes);
    this.byHash.set(hash, { player, until: now + CACHE_TTL_MS });
    this.hashById.set(player.id, hash);
    return player;
  }

  /**
   * True when no player changed since `row` was read here: it is the player as stored, as far as
   * this instance has heard (a change heard later reaches its streams through the event bus anyway).
   * The stream hub spares a screen's connect the second read of its player (PLY-3).
   */
  isCurrent(row: PlayerRow): boolean {
    return this.readAt.get(row) === this.changes;
  }

  forget(playerId: string): void {
    this.changes += 1;
    const hash = this.hashById.get(playerId);
    if (hash === undefined) return;
    this.byHash.delete(hash);
    this.hashById.delete(playerId);
  }

  clear(): void {
    this.changes += 1;
    this.byHash.clear();
    this.hashById.clear();
  }
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
