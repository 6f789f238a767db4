<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests\Admin;

use Freshwatch\Admin\ConnectionNotice;
use Freshwatch\Admin\NoticeDismissal;
use Freshwatch\Admin\SetupNotice;
use Freshwatch\ConnectionStatus;
use Freshwatch\Tests\Support\RequestEnded;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\UsersAndNetwork;
use Freshwatch\Tests\Support\WordPress;

final class NoticeDismissalTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		WordPress::$capabilities = array( 'manage_options' );
	}

	protected function tearDown(): void {
		$_POST = array();
		parent::tearDown();
	}

	/**
	 * Posts a dismissal to admin-ajax.php as the notice's script does.
	 */
	private function dismiss( string $notice, string $state ): RequestEnded {
		$_POST = array(
			'action'      => NoticeDismissal::AJAX_ACTION,
			'notice'      => $notice,
			'state'       => $state,
			'_ajax_nonce' => 'nonce-for-' . NoticeDismissal::AJAX_ACTION,
		);
		try {
			( new NoticeDismissal() )->dismiss();
		} catch ( RequestEnded $ended ) {
			return $ended;
		}
		$this->fail( 'the request did not end with a JSON answer' );
	}

	private function connection_notice(): string {
		return $this->output_of(
			function () {
				( new ConnectionNotice() )->render();
			}
		);
	}

	public function test_registers_its_admin_ajax_action_and_the_script(): void {
		$dismissal = new NoticeDismissal();
		$dismissal->register();

		$this->assertSame( array( array( $dismissal, 'dismiss' ) ), WordPress::callbacks( 'wp_ajax_freshwatch_dismiss_notice' ) );
		$this->assertSame( array(), WordPress::callbacks( 'wp_ajax_nopriv_freshwatch_dismiss_notice' ), 'visitors cannot call it' );
	}

	public function test_the_connection_notice_is_dismissible_and_stays_dismissed_while_the_problem_lasts(): void {
		ConnectionStatus::report( ConnectionStatus::UNREACHABLE, 'The Freshwatch service did not answer.' );
		$html = $this->connection_notice();
		$this->assertStringContainsString( 'is-dismissible freshwatch-dismissible freshwatch-connection-notice', $html );
		$this->assertSame( 1, preg_match( '/data-freshwatch-state="(unreachable:\d+)"/', $html, $state ) );

		$answer = $this->dismiss( 'connection', $state[1] );

		$this->assertTrue( $answer->success );
		$this->assertSame( array( '1:connection' => $state[1] ), UsersAndNetwork::$user_meta[1][ NoticeDismissal::USER_META ] );
		$this->assertSame( '', $this->connection_notice() );
		ConnectionStatus::report( ConnectionStatus::UNREACHABLE, 'The Freshwatch service did not answer in time.' );
		$this->assertSame( '', $this->connection_notice(), 'the same problem goes on' );
	}

	public function test_the_connection_notice_comes_back_when_the_connection_state_changes(): void {
		ConnectionStatus::report( ConnectionStatus::UNREACHABLE, 'The Freshwatch service did not answer.' );
		$this->dismiss( 'connection', ConnectionNotice::state() );

		ConnectionStatus::report( ConnectionStatus::KEY_REFUSED, 'The service refused the API key.' );
		$this->assertStringContainsString( 'The service refused the API key.', $this->connection_notice(), 'another kind of problem' );

		$this->dismiss( 'connection', ConnectionNotice::state() );
		$this->assertSame( '', $this->connection_notice() );
		ConnectionStatus::clear();
		WordPress::$options[ ConnectionStatus::OPTION ] = wp_json_encode(
			array(
				'kind'    => ConnectionStatus::KEY_REFUSED,
				'message' => 'The service refused the API key.',
				'since'   => time() + 60,
			)
		);
		$this->assertStringContainsString( 'The service refused the API key.', $this->connection_notice(), 'the problem came back after a success' );
	}

	public function test_a_click_on_a_notice_that_has_changed_since_it_was_shown_dismisses_nothing(): void {
		SetupNotice::activated();

		$answer = $this->dismiss( 'setup', 'activated:1' );

		$this->assertFalse( $answer->success );
		$this->assertSame( 409, $answer->status );
		$this->assertSame( array(), UsersAndNetwork::$user_meta );
	}

	public function test_refuses_unknown_notices_users_without_the_capability_and_a_bad_nonce(): void {
		SetupNotice::activated();
		$state = SetupNotice::state();

		$this->assertSame( 400, $this->dismiss( 'something-else', $state )->status );
		WordPress::$capabilities = array( 'edit_posts' );
		$this->assertSame( 403, $this->dismiss( 'setup', $state )->status );
		WordPress::$capabilities       = array( 'manage_options' );
		UsersAndNetwork::$nonce_valid = false;
		$this->assertSame( 403, $this->dismiss( 'setup', $state )->status );
		$this->assertSame( array(), UsersAndNetwork::$user_meta );
	}

	public function test_the_script_is_printed_only_on_screens_with_a_dismissible_notice(): void {
		$dismissal = new NoticeDismissal();
		$reset     = new \ReflectionProperty( NoticeDismissal::class, 'printed' );
		$reset->setAccessible( true );
		$reset->setValue( null, false );

		$this->assertSame( '', $this->output_of( array( $dismissal, 'print_script' ) ) );

		SetupNotice::activated();
		$this->output_of( array( new SetupNotice(), 'render' ) );
		$script = $this->output_of( array( $dismissal, 'print_script' ) );
		$this->assertStringContainsString( "'.freshwatch-dismissible .notice-dismiss'", $script );
		$this->assertStringContainsString( '"https:\/\/site.example\/wp-admin\/admin-ajax.php"', $script );
	}

	public function test_uninstall_forgets_every_users_dismissals(): void {
		UsersAndNetwork::$user_meta[3][ NoticeDismissal::USER_META ] = array( '1:setup' => 'activated:1' );

		\Freshwatch\Installer::uninstall();

		$this->assertSame( array( NoticeDismissal::USER_META ), UsersAndNetwork::$deleted_meta_keys );
		$this->assertSame( array(), UsersAndNetwork::$user_meta[3] );
	}
}
