/** The path the call's media takes: the local end of the selected candidate pair. */
export type IceTransport = 'host' | 'srflx' | 'relay';

export type CallQuality = 'good' | 'fair' | 'poor';

/** What one getStats() report says, with counters that only ever grow. */
export type StatsSample = {
  /** ms since some origin (the report's timestamps). */
  at: number;
  rttMs: number | null;
  iceTransport: IceTransport | null;
  /** The local end's own candidate type (host, srflx, prflx, relay) as the browser names it. */
  localCandidateType: string | null;
  framesDecoded: number;
  bytesReceived: number;
  packetsReceived: number;
  packetsLost: number;
};

/** The figures the panel shows, from two samples a second apart. */
export type CallStats = {
  rttMs: number | null;
  /** 0–1 over the last interval; null when nothing arrived in it. */
  lossRatio: number | null;
  bitrateKbps: number | null;
  framesDecoded: number;
  iceTransport: IceTransport | null;
  localCandidateType: string | null;
  quality: CallQuality | null;
};

type Stat = Record<string, unknown> & { id: string; type: string; timestamp?: number };

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

function selectedPair(stats: Map<string, Stat>): Stat | null {
  for (const stat of stats.values()) {
    if (stat.type !== 'transport' || typeof stat.selectedCandidatePairId !== 'string') continue;
    const pair = stats.get(stat.selectedCandidatePairId);
    if (pair) return pair;
  }
  // Firefox marks the pair itself; others at least nominate a succeeded one.
  const pairs = [...stats.values()].filter((stat) => stat.type === 'candidate-pair');
  return (
    pairs.find((pair) => pair.selected === true) ??
    pairs.find((pair) => pair.nominated === true && pair.state === 'succeeded') ??
    null
  );
}

function transportOf(stats: Map<string, Stat>, pair: Stat): IceTransport | null {
  const typeOf = (id: unknown) =>
    typeof id === 'string' ? (stats.get(id)?.candidateType as string | undefined) : undefined;
  const local = typeOf(pair.localCandidateId);
  const remote = typeOf(pair.remoteCandidateId);
  if (local === 'relay' || remote === 'relay') return 'relay';
  if (local === 'host') return 'host';
  // Peer-reflexive is a reflexive address learnt during the checks: a NAT's, like srflx.
  if (local === 'srflx' || local === 'prflx') return 'srflx';
  return null;
}

function localTypeOf(stats: Map<string, Stat>, pair: Stat): string | null {
  const id = pair.localCandidateId;
  const type = typeof id === 'string' ? stats.get(id)?.candidateType : undefined;
  return typeof type === 'string' ? type : null;
}

/** Reads the figures of one RTCStatsReport (the maps of every browser). */
export function readStats(report: RTCStatsReport, at: number): StatsSample {
  const stats = new Map<string, Stat>();
  report.forEach((stat: Stat) => {
    stats.set(stat.id, stat);
  });
  const pair = selectedPair(stats);
  const sample: StatsSample = {
    at,
    rttMs: null,
    iceTransport: pair ? transportOf(stats, pair) : null,
    localCandidateType: pair ? localTypeOf(stats, pair) : null,
    framesDecoded: 0,
    bytesReceived: 0,
    packetsReceived: 0,
    packetsLost: 0,
  };
  if (pair && typeof pair.currentRoundTripTime === 'number') {
    sample.rttMs = Math.round(pair.currentRoundTripTime * 1000);
  }
  for (const stat of stats.values()) {
    if (stat.type !== 'inbound-rtp') continue;
    sample.bytesReceived += numberOr(stat.bytesReceived, 0);
    sample.packetsReceived += numberOr(stat.packetsReceived, 0);
    sample.packetsLost += Math.max(0, numberOr(stat.packetsLost, 0));
    if (stat.kind === 'video') sample.framesDecoded += numberOr(stat.framesDecoded, 0);
  }
  return sample;
}

/** Below this a call sounds or looks worse than it should (kbps received). */
const LOW_BITRATE_KBPS = { audio: 12, video: 150 } as const;

/**
 * 좋음 / 보통 / 나쁨 from what a person notices: delay (round trip over 150 ms is felt in a
 * conversation, over 400 ms people talk over each other), loss (2 % starts to crackle, 8 % breaks
 * words) and, as a hint only, a low received bitrate. Null before there is anything to judge.
 */
export function qualityOf(
  figures: Pick<CallStats, 'rttMs' | 'lossRatio' | 'bitrateKbps'>,
  kind: 'audio' | 'video',
): CallQuality | null {
  const { rttMs, lossRatio, bitrateKbps } = figures;
  if (rttMs === null && lossRatio === null) return null;
  if ((rttMs ?? 0) >= 400 || (lossRatio ?? 0) >= 0.08) return 'poor';
  if ((rttMs ?? 0) >= 150 || (lossRatio ?? 0) >= 0.02) return 'fair';
  if (bitrateKbps !== null && bitrateKbps < LOW_BITRATE_KBPS[kind]) return 'fair';
  return 'good';
}

/** The figures between two samples (the first sample alone has no rates yet). */
export function callStatsOf(
  previous: StatsSample | null,
  current: StatsSample,
  kind: 'audio' | 'video',
): CallStats {
  let lossRatio: number | null = null;
  let bitrateKbps: number | null = null;
  if (previous && current.at > previous.at) {
    const lost = Math.max(0, current.packetsLost - previous.packetsLost);
    const received = Math.max(0, current.packetsReceived - previous.packetsReceived);
    lossRatio = lost + received > 0 ? lost / (lost + received) : null;
    const bytes = Math.max(0, current.bytesReceived - previous.bytesReceived);
    bitrateKbps = Math.round((bytes * 8) / (current.at - previous.at));
  }
  const figures = { rttMs: current.rttMs, lossRatio, bitrateKbps };
  return {
    ...figures,
    framesDecoded: current.framesDecoded,
    iceTransport: current.iceTransport,
    localCandidateType: current.localCandidateType,
    quality: qualityOf(figures, kind),
  };
}
