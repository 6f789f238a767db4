<?php
/**
 * The Freshwatch admin menu and its connection settings page.
 *
 * @package Freshwatch
 */

namespace Freshwatch\Admin;

use Freshwatch\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A top-level "Freshwatch" menu whose page edits the API key and the service domain through the Settings API,
 * which supplies the nonce (settings_fields) and the capability check on save (option_page_capability_*).
 */
final class SettingsPage {

	const MENU_SLUG    = 'freshwatch';
	const OPTION_GROUP = 'freshwatch_settings';
	const SECTION      = 'freshwatch_connection';
	const CAPABILITY   = 'manage_options';

	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ) );
		add_action( 'admin_init', array( $this, 'register_settings' ) );
	}

	public function add_menu(): void {
		add_menu_page(
			__( 'Freshwatch', 'freshwatch' ),
			__( 'Freshwatch', 'freshwatch' ),
			self::CAPABILITY,
			self::MENU_SLUG,
			array( $this, 'render' ),
			'dashicons-update'
		);
	}

	public function register_settings(): void {
		register_setting(
			self::OPTION_GROUP,
			Settings::API_KEY,
			array(
				'type'              => 'string',
				'sanitize_callback' => array( Settings::class, 'sanitize_api_key' ),
				'default'           => '',
				'show_in_rest'      => false,
			)
		);
		register_setting(
			self::OPTION_GROUP,
			Settings::SERVICE_DOMAIN,
			array(
				'type'              => 'string',
				'sanitize_callback' => array( Settings::class, 'sanitize_service_domain' ),
				'default'           => '',
				'show_in_rest'      => false,
			)
		);

		add_settings_section(
			self::SECTION,
			__( 'Connection', 'freshwatch' ),
			array( $this, 'render_section_intro' ),
			self::MENU_SLUG
		);
		add_settings_field(
			Settings::API_KEY,
			__( 'API key', 'freshwatch' ),
			array( $this, 'render_api_key_field' ),
			self::MENU_SLUG,
			self::SECTION,
			array( 'label_for' => Settings::API_KEY )
		);
		add_settings_field(
			Settings::SERVICE_DOMAIN,
			__( 'Service domain', 'freshwatch' ),
			array( $this, 'render_service_domain_field' ),
			self::MENU_SLUG,
			self::SECTION,
			array( 'label_for' => Settings::SERVICE_DOMAIN )
		);
	}

	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		?>
		<div class="wrap">
			<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
			<?php
			// Pages outside Settings do not get WordPress's "Settings saved" and error notices by themselves.
			settings_errors();
			?>
			<form action="options.php" method="post">
				<?php
				settings_fields( self::OPTION_GROUP );
				do_settings_sections( self::MENU_SLUG );
				submit_button( __( 'Save Settings', 'freshwatch' ) );
				?>
			</form>
		</div>
		<?php
	}

	public function render_section_intro(): void {
		printf(
			'<p>%s</p>',
			esc_html__( 'Connect this site to your Freshwatch account. You find your API key and the service domain in Freshwatch under WordPress Plugin.', 'freshwatch' )
		);
	}

	public function render_api_key_field(): void {
		printf(
			'<input type="text" id="%1$s" name="%1$s" value="%2$s" class="regular-text code" autocomplete="off" spellcheck="false" />',
			esc_attr( Settings::API_KEY ),
			esc_attr( Settings::api_key() )
		);
	}

	public function render_service_domain_field(): void {
		printf(
			'<input type="url" id="%1$s" name="%1$s" value="%2$s" class="regular-text code" placeholder="https://freshwatch.example.com" aria-describedby="%1$s-description" />'
			. '<p class="description" id="%1$s-description">%3$s</p>',
			esc_attr( Settings::SERVICE_DOMAIN ),
			esc_attr( Settings::service_domain() ),
			esc_html__( 'The address of your Freshwatch service, starting with https://.', 'freshwatch' )
		);
	}
}
