<?php
/**
 * The Freshwatch panel of the block editor's document sidebar.
 *
 * @package Freshwatch\Admin
 */

namespace Freshwatch\Admin;

use Freshwatch\Plugin;
use Freshwatch\Schedule;
use Freshwatch\Settings;
use Freshwatch\Sync;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues assets/js/block-editor-panel.js, plain JavaScript on the packages WordPress ships (no build step), on
 * the block editor of the post types Freshwatch monitors, with what it needs to know from PHP: the schedule kinds
 * and their defaults, and whether the site is connected.
 */
final class BlockEditorPanel {

	const HANDLE = 'freshwatch-block-editor-panel';

	/**
	 * The packages the script uses, as WordPress registers them.
	 */
	const DEPENDENCIES = array( 'wp-plugins', 'wp-edit-post', 'wp-element', 'wp-components', 'wp-data', 'wp-api-fetch', 'wp-notices', 'wp-i18n' );

	private string $plugin_file;

	public function __construct( string $plugin_file ) {
		$this->plugin_file = $plugin_file;
	}

	public function register(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
	}

	public function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || ! in_array( $screen->post_type, Sync::post_types(), true ) ) {
			return;
		}
		wp_enqueue_script( self::HANDLE, plugins_url( 'assets/js/block-editor-panel.js', $this->plugin_file ), self::DEPENDENCIES, Plugin::VERSION, true );
		wp_add_inline_script( self::HANDLE, 'window.freshwatchBlockEditor = ' . wp_json_encode( self::settings() ) . ';', 'before' );
		wp_set_script_translations( self::HANDLE, Plugin::TEXT_DOMAIN );
	}

	/**
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		$defaults = array();
		foreach ( Schedule::KINDS as $kind ) {
			$defaults[ $kind ] = Schedule::defaults( $kind );
		}
		return array(
			'connected'        => '' !== Settings::api_key() && '' !== Settings::service_domain(),
			'settingsUrl'      => admin_url( 'options-general.php?page=freshwatch' ),
			'scheduleKinds'    => Schedule::labels(),
			'scheduleDefaults' => $defaults,
			'weekdays'         => Schedule::WEEKDAYS,
			'pollSeconds'      => 3,
		);
	}
}
