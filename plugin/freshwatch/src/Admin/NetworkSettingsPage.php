<?php
/**
 * Network Admin → Settings → Freshwatch: one connection for every site of a multisite network, or none.
 *
 * @package Freshwatch\Admin
 */

namespace Freshwatch\Admin;

use Freshwatch\NetworkSettings;
use Freshwatch\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The network admin (manage_network_options) chooses "Connect every site with the network's key" or "Each site
 * connects in its own Settings → Freshwatch", and enters the network's service domain and API key. The Settings
 * API does not save network options, so the form posts to network/edit.php?action=..., which checks the nonce
 * and the capability, stores with update_site_option() and returns to the page with what went wrong.
 */
final class NetworkSettingsPage {

	const MENU_SLUG   = 'freshwatch-network';
	const CAPABILITY  = 'manage_network_options';
	const SAVE_ACTION = 'freshwatch_network_settings';

	public function register(): void {
		add_action( 'network_admin_menu', array( $this, 'add_menu' ) );
		add_action( 'network_admin_edit_' . self::SAVE_ACTION, array( $this, 'save' ) );
	}

	public static function url(): string {
		return network_admin_url( 'settings.php?page=' . self::MENU_SLUG );
	}

	public function add_menu(): void {
		add_submenu_page( 'settings.php', __( 'Freshwatch', 'freshwatch' ), __( 'Freshwatch', 'freshwatch' ), self::CAPABILITY, self::MENU_SLUG, array( $this, 'render' ) );
	}

	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		$mode   = NetworkSettings::mode();
		$masked = Settings::mask( NetworkSettings::api_key() );
		echo '<div class="wrap"><h1>' . esc_html__( 'Freshwatch', 'freshwatch' ) . '</h1>';
		$this->render_result();
		printf( '<form action="%s" method="post">', esc_url( network_admin_url( 'edit.php?action=' . self::SAVE_ACTION ) ) );
		wp_nonce_field( self::SAVE_ACTION );
		echo '<table class="form-table" role="presentation"><tbody>';

		echo '<tr><th scope="row">' . esc_html__( 'Sites of the network', 'freshwatch' ) . '</th><td><fieldset>';
		$choices = array(
			NetworkSettings::MODE_SITE    => __( 'Each site connects in its own Settings → Freshwatch', 'freshwatch' ),
			NetworkSettings::MODE_NETWORK => __( 'Connect every site with the network\'s key', 'freshwatch' ),
		);
		foreach ( $choices as $value => $label ) {
			printf(
				'<label><input type="radio" name="freshwatch_network[mode]" value="%1$s"%2$s /> %3$s</label><br />',
				esc_attr( $value ),
				checked( $mode, $value, false ),
				esc_html( $label )
			);
		}
		printf( '<p class="description">%s</p>', esc_html__( 'With the network\'s key, every site uses the address and key below, and a site\'s own connection settings are kept but not used until each site connects on its own again.', 'freshwatch' ) );
		echo '</fieldset></td></tr>';

		printf(
			'<tr><th scope="row"><label for="freshwatch_network_service_domain">%1$s</label></th><td><input type="url" id="freshwatch_network_service_domain" name="freshwatch_network[service_domain]" value="%2$s" class="regular-text code" placeholder="https://freshwatch.example.com" /></td></tr>',
			esc_html__( 'Service domain', 'freshwatch' ),
			esc_attr( NetworkSettings::service_domain() )
		);
		printf(
			'<tr><th scope="row"><label for="freshwatch_network_api_key">%1$s</label></th><td><input type="password" id="freshwatch_network_api_key" name="freshwatch_network[api_key]" value="" class="regular-text code" autocomplete="new-password" spellcheck="false" placeholder="%2$s" /><p class="description">%3$s</p></td></tr>',
			esc_html__( 'API key', 'freshwatch' ),
			esc_attr( '' === $masked ? 'fw_...' : $masked ),
			esc_html(
				'' === $masked
					? __( 'Create a key in Freshwatch under WordPress Plugin → API keys.', 'freshwatch' )
					/* translators: %s: the saved key's last four characters, after dots. */
					: sprintf( __( 'Saved key: %s. Leave the field empty to keep it.', 'freshwatch' ), $masked )
			)
		);
		echo '</tbody></table>';
		submit_button( __( 'Save Settings', 'freshwatch' ) );
		echo '</form></div>';
	}

	/**
	 * network/edit.php?action=freshwatch_network_settings.
	 */
	public function save(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage these options.', 'freshwatch' ), 403 );
		}
		check_admin_referer( self::SAVE_ACTION );
		$input  = isset( $_POST['freshwatch_network'] ) && is_array( $_POST['freshwatch_network'] ) ? wp_unslash( $_POST['freshwatch_network'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- NetworkSettings::save() sanitises each field.
		$errors = NetworkSettings::save( $input );
		set_transient( self::SAVE_ACTION . '_' . get_current_user_id(), $errors, MINUTE_IN_SECONDS );
		wp_safe_redirect( add_query_arg( 'updated', 'true', self::url() ) );
		exit;
	}

	private function render_result(): void {
		$key    = self::SAVE_ACTION . '_' . get_current_user_id();
		$errors = get_transient( $key );
		if ( ! is_array( $errors ) ) {
			return;
		}
		delete_transient( $key );
		if ( ! $errors ) {
			echo '<div class="notice notice-success freshwatch-network-result"><p>' . esc_html__( 'Settings saved.', 'freshwatch' ) . '</p></div>';
			return;
		}
		foreach ( $errors as $error ) {
			echo '<div class="notice notice-error freshwatch-network-result"><p>' . esc_html( (string) $error ) . '</p></div>';
		}
	}
}
