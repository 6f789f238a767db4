<?php
/**
 * Visitor-triggered checks: a real visitor's page view asks the service to check the page.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

defined( 'ABSPATH' ) || exit;

/**
 * On a monitored post whose schedule is visitor_triggered (and whose pagePattern, when set, matches the
 * request's path), reports the view to the service after the page has been sent: the service decides whether
 * a check is due (minTimeBetweenChecks), and the row awaits its result for HealthPull's quick pull. Not for people who can edit posts, previews, feeds or known bots.
 */
class VisitorTrigger {

	/**
	 * User agents of crawlers, monitors and tools that are not visitors (matched case-insensitively).
	 */
	const BOT_PATTERN = '/bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|monitor|pingdom|uptime|curl\/|wget|python-requests|headless|lighthouse|wordpress\//i';

	private Items $items;
	private ApiClient $client;

	/**
	 * The item to report once the response is sent, and its post.
	 */
	private ?string $pending = null;

	private int $pending_post = 0;

	public function __construct( Items $items, ApiClient $client ) {
		$this->items  = $items;
		$this->client = $client;
	}

	public function register(): void {
		add_action( 'template_redirect', array( $this, 'note_view' ) );
		add_action( 'shutdown', array( $this, 'send' ) );
	}

	public static function is_bot( string $user_agent ): bool {
		return '' === trim( $user_agent ) || 1 === preg_match( self::BOT_PATTERN, $user_agent );
	}

	public function note_view(): void {
		if ( ! is_singular( Sync::post_types() ) || is_preview() || is_feed() || is_admin() || current_user_can( 'edit_posts' ) ) {
			return;
		}
		$user_agent = isset( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '';
		if ( self::is_bot( $user_agent ) ) {
			return;
		}
		$row = $this->items->find( (int) get_queried_object_id() );
		if ( null === $row || ! $row['monitored'] || empty( $row['content_item_id'] ) ) {
			return;
		}
		$schedule = is_array( $row['schedule'] ) ? Schedule::sanitize( $row['schedule'] ) : Settings::default_schedule();
		// The path is only compared with the pattern, never printed or stored.
		$path     = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_parse_url( wp_unslash( $_SERVER['REQUEST_URI'] ), PHP_URL_PATH ) : '/'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		if ( 'visitor_triggered' !== $schedule['type'] || ! Schedule::page_pattern_matches( $schedule, $path ) ) {
			return;
		}
		$this->pending      = (string) $row['content_item_id'];
		$this->pending_post = (int) $row['post_id'];
	}

	/**
	 * Runs at shutdown: the page is finished first (PHP-FPM and LiteSpeed can close the connection to the
	 * visitor), then the report goes out without waiting for the service's answer.
	 */
	public function send(): void {
		if ( null === $this->pending ) {
			return;
		}
		$content_item_id = $this->pending;
		$this->pending   = null;
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
		} elseif ( function_exists( 'litespeed_finish_request' ) ) {
			litespeed_finish_request();
		}
		$this->client->report_visit( $content_item_id );
		// The service may start a check: the quick pull looks for its result, unless it already does.
		$row = $this->items->find( $this->pending_post );
		if ( null !== $row && empty( $row['awaiting_since'] ) ) {
			$this->items->save( $this->pending_post, array( 'awaiting_since' => gmdate( 'Y-m-d H:i:s' ) ) );
		}
	}
}
