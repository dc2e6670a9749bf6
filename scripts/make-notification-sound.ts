/**
 * Writes public/audio/notification2.mp3 (spec §9 notification sound): a soft two-note chime,
 * G5 then C6 (a rising fourth), each a struck-bell tone (fundamental, octave and twelfth with
 * their own decays) that fades within a second. Synthesised here, so the project owns the sound;
 * encoded with Debian's `lame` (`apt-get install lame`). Run: `npm run sound:build`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const RATE = 44_100;
const LENGTH_S = 1.1;
/** Frequency, start in seconds, loudness of each note. */
const NOTES = [
  { hz: 783.99, at: 0, gain: 0.8 },
  { hz: 1046.5, at: 0.13, gain: 1 },
];
/** A bell's partials: ratio to the fundamental, loudness, decay time constant in seconds. */
const PARTIALS = [
  { ratio: 1, gain: 1, decay: 0.42 },
  { ratio: 2, gain: 0.35, decay: 0.22 },
  { ratio: 3, gain: 0.12, decay: 0.12 },
];
const ATTACK_S = 0.006;
const PEAK = 0.45;

function chime(): Float32Array {
  const samples = new Float32Array(Math.round(RATE * LENGTH_S));
  for (const note of NOTES) {
    const start = Math.round(note.at * RATE);
    for (let index = start; index < samples.length; index += 1) {
      const t = (index - start) / RATE;
      const attack = Math.min(1, t / ATTACK_S);
      let value = 0;
      for (const partial of PARTIALS) {
        value += partial.gain * Math.exp(-t / partial.decay) * Math.sin(2 * Math.PI * note.hz * partial.ratio * t);
      }
      samples[index] = (samples[index] ?? 0) + note.gain * attack * value;
    }
  }
  // The last 80 ms fade to silence, so the file never ends on a click.
  const fade = Math.round(0.08 * RATE);
  for (let index = samples.length - fade; index < samples.length; index += 1) {
    samples[index] = (samples[index] ?? 0) * ((samples.length - index) / fade);
  }
  const loudest = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
  return samples.map((value) => (value / loudest) * PEAK);
}

/** 16-bit mono PCM in a WAV container, what `lame` reads. */
function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, index) => {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32_767), index * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const folder = mkdtempSync(path.join(tmpdir(), 'galope-sound-'));
const source = path.join(folder, 'chime.wav');
const target = path.join(import.meta.dirname, '..', 'public', 'audio', 'notification2.mp3');
try {
  writeFileSync(source, wav(chime()));
  execFileSync('lame', ['--quiet', '-m', 'm', '-b', '64', '--tt', 'Galope notification', source, target]);
  console.log(`wrote ${target}`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
