import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/config';
import { SecretBox } from '../../../shared/crypto/secret-box';

/**
 * The workspace_secrets table: a workspace's secrets, encrypted. It is not a read model: no event carries the
 * values, so a replay neither empties nor rebuilds it (like user_credentials).
 */
@Injectable()
export class WorkspaceSecrets {
  private readonly logger = new Logger(WorkspaceSecrets.name);
  private readonly box: SecretBox;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.box = new SecretBox(config.encryptionKey ?? config.sessionSecret);
  }

  /** The decrypted secret, or null when none is saved or it cannot be decrypted (the encryption key changed). */
  async read(workspaceId: string, name: string, manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const [row] = await manager.query('SELECT ciphertext FROM workspace_secrets WHERE workspace_id = $1 AND name = $2', [workspaceId, name]);
    if (!row) return null;
    const plaintext = this.box.open(row.ciphertext, context(workspaceId, name));
    if (plaintext === null) {
      this.logger.warn(`The saved ${name} of workspace ${workspaceId} cannot be decrypted: was ENCRYPTION_KEY or SESSION_SECRET changed? Save it again.`);
    }
    return plaintext;
  }

  /** The stored ciphertext as is, so that a failed command can put it back. */
  async readSealed(workspaceId: string, name: string): Promise<string | null> {
    const [row] = await this.dataSource.query('SELECT ciphertext FROM workspace_secrets WHERE workspace_id = $1 AND name = $2', [workspaceId, name]);
    return row?.ciphertext ?? null;
  }

  /** Saves `plaintext` encrypted; null removes the secret. */
  async write(workspaceId: string, name: string, plaintext: string | null): Promise<void> {
    await this.writeSealed(workspaceId, name, plaintext === null ? null : this.box.seal(plaintext, context(workspaceId, name)));
  }

  async writeSealed(workspaceId: string, name: string, sealed: string | null): Promise<void> {
    if (sealed === null) {
      await this.dataSource.query('DELETE FROM workspace_secrets WHERE workspace_id = $1 AND name = $2', [workspaceId, name]);
      return;
    }
    await this.dataSource.query(
      `INSERT INTO workspace_secrets (workspace_id, name, ciphertext, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (workspace_id, name) DO UPDATE SET ciphertext = excluded.ciphertext, updated_at = now()`,
      [workspaceId, name, sealed],
    );
  }
}

const context = (workspaceId: string, name: string) => `${workspaceId}/${name}`;
