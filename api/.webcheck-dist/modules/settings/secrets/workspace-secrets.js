"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
var WorkspaceSecrets_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.WorkspaceSecrets = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("typeorm");
const config_1 = require("../../../config/config");
const secret_box_1 = require("./secret-box");
/**
 * The workspace_secrets table: a workspace's secrets, encrypted. It is not a read model: no event carries the
 * values, so a replay neither empties nor rebuilds it (like user_credentials).
 */
let WorkspaceSecrets = WorkspaceSecrets_1 = class WorkspaceSecrets {
    constructor(dataSource, config) {
        this.dataSource = dataSource;
        this.logger = new common_1.Logger(WorkspaceSecrets_1.name);
        this.box = new secret_box_1.SecretBox(config.encryptionKey ?? config.sessionSecret);
    }
    /** The decrypted secret, or null when none is saved or it cannot be decrypted (the encryption key changed). */
    async read(workspaceId, name, manager = this.dataSource.manager) {
        const [row] = await manager.query('SELECT ciphertext FROM workspace_secrets WHERE workspace_id = $1 AND name = $2', [workspaceId, name]);
        if (!row)
            return null;
        const plaintext = this.box.open(row.ciphertext, context(workspaceId, name));
        if (plaintext === null) {
            this.logger.warn(`The saved ${name} of workspace ${workspaceId} cannot be decrypted: was ENCRYPTION_KEY or SESSION_SECRET changed? Save it again.`);
        }
        return plaintext;
    }
    /** The stored ciphertext as is, so that a failed command can put it back. */
    async readSealed(workspaceId, name) {
        const [row] = await this.dataSource.query('SELECT ciphertext FROM workspace_secrets WHERE workspace_id = $1 AND name = $2', [workspaceId, name]);
        return row?.ciphertext ?? null;
    }
    /** Saves `plaintext` encrypted; null removes the secret. */
    async write(workspaceId, name, plaintext) {
        await this.writeSealed(workspaceId, name, plaintext === null ? null : this.box.seal(plaintext, context(workspaceId, name)));
    }
    async writeSealed(workspaceId, name, sealed) {
        if (sealed === null) {
            await this.dataSource.query('DELETE FROM workspace_secrets WHERE workspace_id = $1 AND name = $2', [workspaceId, name]);
            return;
        }
        await this.dataSource.query(`INSERT INTO workspace_secrets (workspace_id, name, ciphertext, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (workspace_id, name) DO UPDATE SET ciphertext = excluded.ciphertext, updated_at = now()`, [workspaceId, name, sealed]);
    }
};
exports.WorkspaceSecrets = WorkspaceSecrets;
exports.WorkspaceSecrets = WorkspaceSecrets = WorkspaceSecrets_1 = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, common_1.Inject)(config_1.APP_CONFIG)),
    __metadata("design:paramtypes", [typeorm_1.DataSource, Object])
], WorkspaceSecrets);
const context = (workspaceId, name) => `${workspaceId}/${name}`;
//# sourceMappingURL=workspace-secrets.js.map