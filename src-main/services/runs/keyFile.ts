// Where this app keeps its report-signing key: MEDBENCH_SIGNING_KEY, else the per-user data folder.
import path from 'node:path'
import { defaultDataDir } from '../../hosts/shared/paths'

export function signingKeyFile(): string {
  return process.env.MEDBENCH_SIGNING_KEY ?? path.join(defaultDataDir(), 'signing', 'report-ed25519.pem')
}
