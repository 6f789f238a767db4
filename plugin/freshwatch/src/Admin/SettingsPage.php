<?php
/**
 * Settings → Freshwatch: the connection, 'Test connection' and the global default schedule.
 *
 * @package Freshwatch
 */

namespace Freshwatch\Admin;

use Freshwatch\ApiClient;
use Freshwatch\NetworkSettings;
use Freshwatch\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Edits the service domain, the API key and the default schedule through the Settings API, which supplies the
 * nonce (settings_fields) and the capability check on save (option_page_capability_*). 'Test connection' is an
 * admin-post action with its own nonce; its answer is kept for the user for a minute and shown on the page.
 *
 * When the multisite network connects every site (NetworkSettings), the page says so and offers only the
 * default schedule and 'Test connection': the domain and key options are then not registered at all, because
 * options.php would otherwise overwrite a registered option that is missing from the form.
 */
final class SettingsPage {

	const MENU_SLUG    = 'freshwatch';
	const OPTION_GROUP = 'freshwatch_settings';
	const SECTION      = 'freshwatch_connection';
	const CAPABILITY   = 'manage_options';
	const TEST_ACTION  = 'freshwatch_test_connection';

	private string $plugin_file;

	public function __construct( string $plugin_file = '' ) {
		$this->plugin_file = $plugin_file;
	}

	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ) );
		add_action( 'admin_init', array( $this, 'register_settings' ) );
		add_action( 'admin_post_' . self::TEST_ACTION, array( $this, 'test_connection' ) );
		if ( '' !== $this->plugin_file ) {
			add_filter( 'plugin_action_links_' . plugin_basename( $this->plugin_file ), array( $this, 'add_settings_link' ) );
		}
	}

	public static function url(): string {
		return admin_url( 'options-general.php?page=' . self::MENU_SLUG );
	}

	public function add_menu(): void {
		add_options_page(
			__( 'Freshwatch', 'freshwatch' ),
			__( 'Freshwatch', 'freshwatch' ),
			self::CAPABILITY,
			self::MENU_SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * 'Settings' first on the plugin's row of the Plugins screen.
	 *
	 * @param string[] $links The row's links.
	 * @return string[]
	 */
	public function add_settings_link( $links ): array {
		array_unshift( $links, '<a href="' . esc_url( self::url() ) . '">' . esc_html__( 'Settings', 'freshwatch' ) . '</a>' );
		return $links;
	}

	/**
	 * No 'default' is declared: with one, update_option() takes a stored empty value for a missing option and
	 * re-adds it with autoload on, while the options are created without autoload on activation.
	 */
	public function register_settings(): void {
		$by_network = NetworkSettings::connects_every_site();
		add_settings_section( self::SECTION, __( 'Connection', 'freshwatch' ), array( $this, $by_network ? 'render_network_connection' : 'render_section_intro' ), self::MENU_SLUG );
		if ( ! $by_network ) {
			$this->register_connection_fields();
		}
		register_setting(
			self::OPTION_GROUP,
			Settings::DEFAULT_SCHEDULE,
			array(
				'type'              => 'string',
				'sanitize_callback' => array( Settings::class, 'sanitize_default_schedule' ),
				'show_in_rest'      => false,
			)
		);
		add_settings_field( Settings::DEFAULT_SCHEDULE, __( 'Default schedule', 'freshwatch' ), array( $this, 'render_default_schedule_field' ), self::MENU_SLUG, self::SECTION );
	}

	private function register_connection_fields(): void {
		register_setting(
			self::OPTION_GROUP,
			Settings::SERVICE_DOMAIN,
			array(
				'type'              => 'string',
				'sanitize_callback' => array( Settings::class, 'sanitize_service_domain' ),
				'show_in_rest'      => false,
			)
		);
		register_setting(
			self::OPTION_GROUP,
			Settings::API_KEY,
			array(
				'type'              => 'string',
				'sanitize_callback' => array( Settings::class, 'sanitize_api_key' ),
				'show_in_rest'      => false,
			)
		);
		add_settings_field( Settings::SERVICE_DOMAIN, __( 'Service domain', 'freshwatch' ), array( $this, 'render_service_domain_field' ), self::MENU_SLUG, self::SECTION, array( 'label_for' => Settings::SERVICE_DOMAIN ) );
		add_settings_field( Settings::API_KEY, __( 'API key', 'freshwatch' ), array( $this, 'render_api_key_field' ), self::MENU_SLUG, self::SECTION, array( 'label_for' => Settings::API_KEY ) );
	}

	/**
	 * Instead of the domain and key fields while the network connects every site.
	 */
	public function render_network_connection(): void {
		printf(
			'<p class="freshwatch-network-connection">%s</p>',
			esc_html(
				sprintf(
					/* translators: 1: the service's address, 2: the key's last four characters, after dots. */
					__( 'Your network administrator connects every site of the network to Freshwatch: this site uses %1$s with the network\'s key %2$s. Only a network administrator can change it, under Network Admin → Settings → Freshwatch.', 'freshwatch' ),
					Settings::service_domain(),
					Settings::masked_api_key()
				)
			)
		);
	}

	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		?>
		<div class="wrap">
			<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
			<?php $this->render_test_result(); ?>
			<form action="options.php" method="post">
				<?php
				settings_fields( self::OPTION_GROUP );
				do_settings_sections( self::MENU_SLUG );
				submit_button( __( 'Save Settings', 'freshwatch' ) );
				?>
			</form>
			<h2><?php esc_html_e( 'Test connection', 'freshwatch' ); ?></h2>
			<p><?php esc_html_e( 'Asks the service which account the saved API key belongs to.', 'freshwatch' ); ?></p>
			<form action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" method="post">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::TEST_ACTION ); ?>" />
				<?php wp_nonce_field( self::TEST_ACTION ); ?>
				<?php submit_button( __( 'Test connection', 'freshwatch' ), 'secondary', 'submit', false ); ?>
			</form>
		</div>
		<?php
	}

	public function test_connection(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage these options.', 'freshwatch' ), 403 );
		}
		check_admin_referer( self::TEST_ACTION );
		$response = ApiClient::from_settings()->current_user();
		if ( $response->ok() && is_array( $response->body ) && isset( $response->body['email'] ) ) {
			$plan   = isset( $response->body['planType'] ) ? ucfirst( sanitize_key( (string) $response->body['planType'] ) ) : '';
			$result = array(
				'ok'      => true,
				/* translators: 1: the account's email address, 2: its plan (Free, Pro or Enterprise). */
				'message' => sprintf( __( 'Connected to the Freshwatch account %1$s (plan: %2$s).', 'freshwatch' ), sanitize_email( (string) $response->body['email'] ), $plan ),
			);
		} else {
			$result = array(
				'ok'      => false,
				'message' => (string) ( $response->error ?? __( 'The service did not say which account the key belongs to.', 'freshwatch' ) ),
			);
		}
		set_transient( self::TEST_ACTION . '_' . get_current_user_id(), $result, MINUTE_IN_SECONDS );
		wp_safe_redirect( add_query_arg( 'freshwatch-tested', '1', self::url() ) );
		exit;
	}

	private function render_test_result(): void {
		$key    = self::TEST_ACTION . '_' . get_current_user_id();
		$result = get_transient( $key );
		if ( ! is_array( $result ) ) {
			return;
		}
		delete_transient( $key );
		printf(
			'<div class="notice %1$s freshwatch-test-result"><p>%2$s</p></div>',
			$result['ok'] ? 'notice-success' : 'notice-error',
			esc_html( (string) $result['message'] )
		);
	}

	public function render_section_intro(): void {
		printf(
			'<p>%s</p>',
			esc_html__( 'Connect this site to your Freshwatch account. You find your API key and the service domain in Freshwatch under WordPress Plugin.', 'freshwatch' )
		);
	}

	/**
	 * The saved key is never printed: the field stays empty (leaving it empty keeps the key) and its last four
	 * characters say which key is saved.
	 */
	public function render_api_key_field(): void {
		$masked = Settings::masked_api_key();
		printf(
			'<input type="password" id="%1$s" name="%1$s" value="" class="regular-text code" autocomplete="new-password" spellcheck="false" placeholder="%2$s" aria-describedby="%1$s-description" />'
			. '<p class="description" id="%1$s-description">%3$s</p>',
			esc_attr( Settings::API_KEY ),
			esc_attr( '' === $masked ? 'fw_...' : $masked ),
			esc_html(
				'' === $masked
					? __( 'Create a key in Freshwatch under WordPress Plugin → API keys.', 'freshwatch' )
					/* translators: %s: the saved key's last four characters, after dots. */
					: sprintf( __( 'Saved key: %s. Leave the field empty to keep it.', 'freshwatch' ), $masked )
			)
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

	public function render_default_schedule_field(): void {
		ScheduleFields::render( Settings::DEFAULT_SCHEDULE, Settings::default_schedule(), false );
		printf( '<p class="description">%s</p>', esc_html__( 'Monitored posts use this schedule unless they choose their own.', 'freshwatch' ) );
	}
}
