<?php
/**
 * Wires the plugin's parts into WordPress.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

use Freshwatch\Admin\BlockEditorPanel;
use Freshwatch\Admin\ConnectionNotice;
use Freshwatch\Admin\DashboardWidget;
use Freshwatch\Admin\MetaBox;
use Freshwatch\Admin\NetworkSettingsPage;
use Freshwatch\Admin\NoticeDismissal;
use Freshwatch\Admin\PostListColumn;
use Freshwatch\Admin\SettingsPage;
use Freshwatch\Admin\SetupNotice;
use Freshwatch\Rest\PostHealthController;

defined( 'ABSPATH' ) || exit;

/**
 * Creates each part of the plugin once and lets it register its own hooks.
 */
final class Plugin {

	const VERSION     = '1.0.0';
	const TEXT_DOMAIN = 'freshwatch';

	/**
	 * @var Plugin|null
	 */
	private static $instance = null;

	/**
	 * Absolute path of freshwatch.php; WordPress keys activation hooks and the plugin's basename on it.
	 *
	 * @var string
	 */
	private string $plugin_file;

	private function __construct( string $plugin_file ) {
		$this->plugin_file = $plugin_file;
	}

	/**
	 * Starts the plugin. Safe to call more than once: later calls return the running instance.
	 *
	 * @param string $plugin_file Absolute path of freshwatch.php.
	 */
	public static function boot( string $plugin_file ): self {
		if ( null === self::$instance ) {
			self::$instance = new self( $plugin_file );
			self::$instance->register();
		}
		return self::$instance;
	}

	public function plugin_file(): string {
		return $this->plugin_file;
	}

	private function register(): void {
		add_action( 'init', array( $this, 'load_textdomain' ) );

		( new Installer( $this->plugin_file ) )->register();

		$items  = new Items();
		$client = ApiClient::from_settings();
		$sync   = new Sync( $items, $client );
		$sync->register();
		$pull = new HealthPull( $items, $client );
		$pull->register();
		( new VisitorTrigger( $items, $client ) )->register();
		( new PostMeta( $items, $sync ) )->register();
		( new PostHealthController( $items, $sync, $pull ) )->register();

		if ( is_admin() ) {
			( new SettingsPage( $this->plugin_file ) )->register();
			( new ConnectionNotice() )->register();
			( new SetupNotice() )->register();
			( new NoticeDismissal() )->register();
			( new NetworkSettingsPage() )->register();
			( new PostListColumn( $items, $sync ) )->register();
			( new MetaBox( $items, $sync ) )->register();
			( new DashboardWidget( $items ) )->register();
			( new BlockEditorPanel( $this->plugin_file ) )->register();
		}
	}

	/**
	 * Loads bundled translations; translations from WordPress.org are picked up by WordPress itself.
	 */
	public function load_textdomain(): void {
		load_plugin_textdomain( self::TEXT_DOMAIN, false, dirname( plugin_basename( $this->plugin_file ) ) . '/languages' );
	}
}
