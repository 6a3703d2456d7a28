// Decodes one HEIC image off the main thread: the WebAssembly decoder holds its thread for the whole
// decode (over a second for a phone's 12 MP photo). No local imports: it runs as it is, from src/ or dist/.
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

const { width, height, data } = await decode({ buffer: workerData as Uint8Array });
parentPort!.postMessage({ width, height, data }, [data.buffer as ArrayBuffer]);
