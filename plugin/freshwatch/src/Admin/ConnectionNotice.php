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
 * Shown to administrators on every admin screen until a call to the service succeeds again.
 */
final class ConnectionNotice {

	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	public function render(): void {
		$problem = ConnectionStatus::problem();
		if ( null === $problem || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error freshwatch-connection-notice"><p><strong>%1$s</strong> %2$s <a href="%3$s">%4$s</a></p></div>',
			esc_html__( 'Freshwatch:', 'freshwatch' ),
			esc_html( $problem['message'] ),
			esc_url( admin_url( 'options-general.php?page=' . SettingsPage::MENU_SLUG ) ),
			esc_html__( 'Check the connection', 'freshwatch' )
		);
	}
}
