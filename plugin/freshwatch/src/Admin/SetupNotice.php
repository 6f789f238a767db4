<?php
/**
 * The notice that leads to Settings → Freshwatch after activation.
 *
 * @package Freshwatch\Admin
 */

namespace Freshwatch\Admin;

use Freshwatch\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Activation records when it happened (OPTION); from then on administrators see "Connect to Freshwatch" on
 * every admin screen but the settings page itself, until the site is connected (then the record is removed
 * for good) or they dismiss it. Activating again shows it again.
 */
final class SetupNotice {

	const NAME   = 'setup';
	const OPTION = 'freshwatch_setup_notice';

	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	/**
	 * Called on activation, on each site that is activated.
	 */
	public static function activated(): void {
		update_option( self::OPTION, (string) time(), false );
	}

	/**
	 * The activation the notice is about; '' when there is nothing to say.
	 */
	public static function state(): string {
		$activated = (string) get_option( self::OPTION, '' );
		if ( '' === $activated ) {
			return '';
		}
		if ( Settings::is_configured() ) {
			update_option( self::OPTION, '', false );
			return '';
		}
		return 'activated:' . $activated;
	}

	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) || self::on_settings_page() ) {
			return;
		}
		$state = self::state();
		if ( '' === $state || NoticeDismissal::is_dismissed( self::NAME, $state ) ) {
			return;
		}
		printf(
			'<div class="notice notice-info is-dismissible freshwatch-dismissible freshwatch-setup-notice"%1$s><p><strong>%2$s</strong> %3$s</p><p><a class="button button-primary" href="%4$s">%5$s</a></p></div>',
			NoticeDismissal::attributes( self::NAME, $state ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
			esc_html__( 'Freshwatch is active.', 'freshwatch' ),
			esc_html__( 'Connect this site to your Freshwatch account with an API key to start monitoring your posts and pages.', 'freshwatch' ),
			esc_url( SettingsPage::url() ),
			esc_html__( 'Connect to Freshwatch', 'freshwatch' )
		);
	}

	private static function on_settings_page(): bool {
		// Only reads which admin page this is.
		return isset( $_GET['page'] ) && SettingsPage::MENU_SLUG === sanitize_key( wp_unslash( $_GET['page'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	}
}
