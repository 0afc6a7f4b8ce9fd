import { expect, it } from 'vitest';
import { callStatsOf, qualityOf, readStats, type StatsSample } from './call-stats';

function report(stats: Record<string, unknown>[]) {
  return new Map(stats.map((stat) => [stat.id as string, stat])) as unknown as RTCStatsReport;
}

it('reads the selected pair, its path and the inbound counters (Chrome)', () => {
  const sample = readStats(
    report([
      { id: 'T1', type: 'transport', selectedCandidatePairId: 'CP2' },
      { id: 'CP1', type: 'candidate-pair', localCandidateId: 'L1', remoteCandidateId: 'R1' },
      {
        id: 'CP2',
        type: 'candidate-pair',
        localCandidateId: 'L2',
        remoteCandidateId: 'R2',
        currentRoundTripTime: 0.0234,
      },
      { id: 'L1', type: 'local-candidate', candidateType: 'host' },
      { id: 'L2', type: 'local-candidate', candidateType: 'relay' },
      { id: 'R2', type: 'remote-candidate', candidateType: 'relay' },
      {
        id: 'IV',
        type: 'inbound-rtp',
        kind: 'video',
        framesDecoded: 42,
        bytesReceived: 9000,
        packetsReceived: 90,
        packetsLost: 1,
      },
      {
        id: 'IA',
        type: 'inbound-rtp',
        kind: 'audio',
        bytesReceived: 1000,
        packetsReceived: 50,
        packetsLost: 0,
      },
    ]),
    1000,
  );
  expect(sample).toEqual({
    at: 1000,
    rttMs: 23,
    iceTransport: 'relay',
    localCandidateType: 'relay',
    framesDecoded: 42,
    bytesReceived: 10000,
    packetsReceived: 140,
    packetsLost: 1,
  });
});

it('finds the pair Firefox marks selected, and calls host and reflexive paths by name', () => {
  const firefox = report([
    {
      id: 'CP',
      type: 'candidate-pair',
      selected: true,
      localCandidateId: 'L',
      remoteCandidateId: 'R',
    },
    { id: 'L', type: 'local-candidate', candidateType: 'host' },
    { id: 'R', type: 'remote-candidate', candidateType: 'host' },
  ]);
  expect(readStats(firefox, 0)).toMatchObject({ iceTransport: 'host', localCandidateType: 'host' });
  const reflexive = report([
    {
      id: 'CP',
      type: 'candidate-pair',
      nominated: true,
      state: 'succeeded',
      localCandidateId: 'L',
    },
    { id: 'L', type: 'local-candidate', candidateType: 'prflx' },
  ]);
  expect(readStats(reflexive, 0).iceTransport).toBe('srflx');
  expect(readStats(report([]), 0)).toMatchObject({ iceTransport: null, rttMs: null });
});

const sample = (at: number, over: Partial<StatsSample> = {}): StatsSample => ({
  at,
  rttMs: 40,
  iceTransport: 'host',
  localCandidateType: 'host',
  framesDecoded: 0,
  bytesReceived: 0,
  packetsReceived: 0,
  packetsLost: 0,
  ...over,
});

it('turns two samples into loss, bitrate and quality', () => {
  const stats = callStatsOf(
    sample(0, { bytesReceived: 0, packetsReceived: 0 }),
    sample(1000, {
      bytesReceived: 100_000,
      packetsReceived: 980,
      packetsLost: 20,
      framesDecoded: 30,
    }),
    'video',
  );
  expect(stats).toEqual({
    rttMs: 40,
    lossRatio: 0.02,
    bitrateKbps: 800,
    framesDecoded: 30,
    iceTransport: 'host',
    localCandidateType: 'host',
    quality: 'fair',
  });
});

it('maps delay, loss and bitrate to 좋음, 보통 and 나쁨', () => {
  expect(qualityOf({ rttMs: 30, lossRatio: 0, bitrateKbps: 900 }, 'video')).toBe('good');
  expect(qualityOf({ rttMs: 180, lossRatio: 0, bitrateKbps: 900 }, 'video')).toBe('fair');
  expect(qualityOf({ rttMs: 30, lossRatio: 0.03, bitrateKbps: 900 }, 'video')).toBe('fair');
  expect(qualityOf({ rttMs: 30, lossRatio: 0, bitrateKbps: 90 }, 'video')).toBe('fair');
  expect(qualityOf({ rttMs: 30, lossRatio: 0, bitrateKbps: 40 }, 'audio')).toBe('good');
  expect(qualityOf({ rttMs: 450, lossRatio: 0, bitrateKbps: 900 }, 'video')).toBe('poor');
  expect(qualityOf({ rttMs: 30, lossRatio: 0.1, bitrateKbps: 900 }, 'audio')).toBe('poor');
  expect(qualityOf({ rttMs: null, lossRatio: null, bitrateKbps: null }, 'audio')).toBeNull();
});

it('has no rates from the first sample alone', () => {
  expect(callStatsOf(null, sample(0), 'audio')).toMatchObject({
    lossRatio: null,
    bitrateKbps: null,
    quality: 'good',
  });
});
