<?php
/**
 * The admin notice shown while the service is unreachable or refuses the key.
 *
 * @package Freshwatch\Admin
 */

namespace Freshwatch\Admin;

use Freshwatch\ConnectionStatus;

defined( 'ABSPATH' ) || exit;

/**
 * Shown to administrators on every admin screen until a call to the service succeeds again. An administrator
 * may dismiss it; it comes back when the connection's state changes (another kind of problem, or the same
 * problem again after a success).
 */
final class ConnectionNotice {

	const NAME = 'connection';

	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	/**
	 * The current problem's kind and since when; '' while connected.
	 */
	public static function state(): string {
		$problem = ConnectionStatus::problem();
		if ( null === $problem ) {
			return '';
		}
		return $problem['kind'] . ':' . ( isset( $problem['since'] ) ? (int) $problem['since'] : 0 );
	}

	public function render(): void {
		$problem = ConnectionStatus::problem();
		if ( null === $problem || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$state = self::state();
		if ( NoticeDismissal::is_dismissed( self::NAME, $state ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error is-dismissible freshwatch-dismissible freshwatch-connection-notice"%1$s><p><strong>%2$s</strong> %3$s <a href="%4$s">%5$s</a></p></div>',
			NoticeDismissal::attributes( self::NAME, $state ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
			esc_html__( 'Freshwatch:', 'freshwatch' ),
			esc_html( $problem['message'] ),
			esc_url( SettingsPage::url() ),
			esc_html__( 'Check the connection', 'freshwatch' )
		);
	}
}
